import type { City } from '@cerca/contracts';
import { renderWithProviders, screen, within } from '@cerca/remote-kit/testing/dom';
import { describe, expect, it, vi } from 'vitest';
import { AddDriverDialog } from './add-driver-dialog';

// The add-driver modal (spec 02 §5) as the city's partner meets it: the contract's checks with the
// spec's messages, before anything is sent.

const GUADALAJARA: City = {
  id: '6f1c2a34-5b6d-4e7f-8a9b-0c1d2e3f4a5b',
  name: 'Guadalajara',
  state: 'Jalisco',
  country_id: '0b9f3c1e-5d2a-4c8b-9e7f-1a2b3c4d5e6f',
  latitude: null,
  longitude: null,
  time_zone: 'America/Mexico_City',
  country: { id: '0b9f3c1e-5d2a-4c8b-9e7f-1a2b3c4d5e6f', name: 'México', flag_url: '' },
};

function renderDialog() {
  const onClose = vi.fn<() => void>();
  // A pdf must reach the page's own check, as a person choosing "All files" would send it.
  const rendered = renderWithProviders(<AddDriverDialog open onClose={onClose} city={GUADALAJARA} />, {
    user: { applyAccept: false },
  });
  const dialog = screen.getByRole('dialog', { name: 'Agregar repartidor' });
  const field = (name: string) => within(dialog).getByLabelText(name);
  const submit = within(dialog).getByRole('button', { name: 'Enviar invitación' });
  return { ...rendered, onClose, dialog, field, submit };
}

describe('the add-driver dialog', () => {
  it('starts with a motorcycle and says every field is required before sending anything', async () => {
    const { user, field, submit } = renderDialog();
    expect(field('Tipo de vehículo')).toHaveValue('moto');
    expect(within(field('Tipo de vehículo')).getByRole('option', { selected: true })).toHaveTextContent(
      'Motocicleta',
    );

    await user.click(submit);
    expect(
      await screen.findByText('Por favor completa todos los campos obligatorios', {
        selector: '[data-title]',
      }),
    ).toBeInTheDocument();
    expect(field('Correo electrónico *')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Nombre completo *')).toHaveAttribute('aria-invalid', 'true');
  });

  it('checks the e-mail address, then asks for the official ID', async () => {
    const { user, dialog, field, submit } = renderDialog();
    await user.type(field('Correo electrónico *'), 'rosa@');
    await user.type(field('Nombre completo *'), 'Rosa Repartidora');
    await user.type(field('Teléfono *'), '3312340000');
    await user.click(submit);
    expect(
      await within(dialog).findByText('Por favor ingresa un correo electrónico válido.'),
    ).toBeInTheDocument();

    await user.type(field('Correo electrónico *'), 'cerca.mx');
    await user.click(submit);
    expect(await within(dialog).findByText('Por favor sube una identificación oficial')).toBeInTheDocument();
    expect(field('Correo electrónico *')).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses an ID that is not an image and keeps a photo', async () => {
    const { user, dialog, field } = renderDialog();
    const id = field('Identificación oficial *');
    await user.upload(id, new File(['hola'], 'ine.pdf', { type: 'application/pdf' }));
    expect(await within(dialog).findByText('Por favor selecciona una imagen válida')).toBeInTheDocument();
    expect(id).toHaveAttribute('aria-invalid', 'true');

    await user.upload(id, new File(['x'], 'ine.png', { type: 'image/png' }));
    expect(await within(dialog).findByText('Imagen seleccionada: ine.png')).toBeInTheDocument();
    expect(id).toHaveAttribute('aria-invalid', 'false');
  });

  it('closes on Cancelar', async () => {
    const { user, dialog, onClose } = renderDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
