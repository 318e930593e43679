import { mockApi, renderWithProviders, reply, screen } from '@cerca/remote-kit/testing/dom';
import { describe, expect, it, vi } from 'vitest';
import { CreateForm } from './create-form';

// Crear (spec 01 §2, §4, §5) as a person meets it: which business, which type, the fields, the
// preview, and Publicar only once the rules pass.

const TACOS = {
  id: '1c9e6f2a-3b4d-4e5f-8a6b-7c8d9e0f1a2b',
  name: 'Tacos El Güero',
  category: 'Restaurantes',
  logo_url: null,
};
const CAFE = {
  id: '2d0f7a3b-4c5e-4f60-9b7c-8d9e0f1a2b3c',
  name: 'Café Central',
  category: 'Cafeterías',
  logo_url: null,
};
const OAXACA = { id: '6f1c2a34-5b6d-4e7f-8a9b-0c1d2e3f4a5b', name: 'Oaxaca de Juárez' };

function renderCreate(props: Partial<Parameters<typeof CreateForm>[0]> = {}) {
  const onClose = vi.fn<() => void>();
  const rendered = renderWithProviders(
    <CreateForm businesses={[TACOS, CAFE]} onClose={onClose} {...props} />,
  );
  return { ...rendered, onClose, publish: screen.getByRole('button', { name: 'Publicar' }) };
}

const promotion = (message: string) => ({
  promotion: {
    id: '3e1a8b4c-5d6f-4a70-8c8d-9e0f1a2b3c4d',
    title: 'Promoción',
    message,
    type: 'promotion',
    expires_at: '2026-12-27T00:00:00.000Z',
    is_premium_only: false,
    created_at: '2026-11-27T00:00:00.000Z',
  },
});

describe('the Crear form', () => {
  it('keeps Publicar off and says what is missing, until the business and the text are there', async () => {
    const { user, publish } = renderCreate();
    expect(publish).toBeDisabled();
    expect(screen.getByText('Por favor ingresa el nombre del negocio o selecciona uno')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Publicar como'), 'Café Central');
    expect(publish).toBeDisabled();
    expect(screen.getByText('Por favor escribe algo en la descripción')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Descripción'), 'Pan recién horneado');
    expect(publish).toBeEnabled();
    expect(screen.queryByText('Por favor escribe algo en la descripción')).not.toBeInTheDocument();
    // The preview shows it as it will appear.
    expect(screen.getAllByText('Pan recién horneado').length).toBeGreaterThan(0);
  });

  it('publishes a promotion of the chosen business, says so and closes', async () => {
    const api = mockApi({
      'POST /api/discovery/businesses/:id/promotions': (request) =>
        reply(201, promotion((request.body as { message: string }).message)),
    });
    const { user, onClose } = renderCreate();
    await user.selectOptions(screen.getByLabelText('Publicar como'), 'Tacos El Güero');
    await user.click(screen.getByRole('radio', { name: /Promoción/ }));
    expect(screen.getByText('Si no eliges una fecha, la promoción dura 30 días.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Descripción'), '2x1 en tacos al pastor');
    await user.click(screen.getByRole('button', { name: 'Publicar' }));

    expect(await screen.findByText('Promoción publicada exitosamente')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalledOnce();
    const [sent] = api.requestsTo('POST /api/discovery/businesses/:id/promotions');
    expect(sent?.params.id).toBe(TACOS.id);
    expect(sent?.body).toMatchObject({ message: '2x1 en tacos al pastor' });
  });

  it("shows the server's own reason when it refuses, and keeps the draft", async () => {
    mockApi({
      'POST /api/discovery/businesses/:id/promotions': () =>
        reply(403, {
          statusCode: 403,
          code: 'plan_limit',
          error: 'Forbidden',
          message: 'Tu plan gratuito permite 1 promoción activa',
        }),
    });
    const { user, onClose } = renderCreate();
    await user.selectOptions(screen.getByLabelText('Publicar como'), 'Tacos El Güero');
    await user.click(screen.getByRole('radio', { name: /Promoción/ }));
    await user.type(screen.getByLabelText('Descripción'), '2x1');
    await user.click(screen.getByRole('button', { name: 'Publicar' }));

    expect(await screen.findByText('Tu plan gratuito permite 1 promoción activa')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Descripción')).toHaveValue('2x1');
  });

  it('asks a person without a business for its name, in their city, with stories and posts only', async () => {
    const { user, publish } = renderCreate({ businesses: [], city: OAXACA });
    expect(screen.getByText('Se publica en Oaxaca de Juárez')).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /Promoción/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /Evento/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Agregar negocio' })).toHaveAttribute('href', '/add-business');

    await user.type(screen.getByLabelText('Nombre del negocio'), 'La Fonda');
    await user.click(screen.getByRole('radio', { name: /Historia/ }));
    expect(publish).toBeDisabled();
    expect(screen.getByText('Las historias requieren una imagen o video')).toBeInTheDocument();
  });
});
