import type { City, Country } from '@cerca/contracts';
import { emptyBusinessForm } from '@cerca/contracts/business-form';
import { mockApi, renderWithProviders, screen, within } from '@cerca/remote-kit/testing/dom';
import { describe, expect, it } from 'vitest';
import { TEST_CATEGORIES } from '../../../testing/catalogue';
import { AddBusinessForm } from './add-business-form';

// The business form as a person meets it on /add-business (spec 01 §5): the same form that
// ordering's business sign-up mounts through "./business-form".

const MX: Country = { id: '0b9f3c1e-5d2a-4c8b-9e7f-1a2b3c4d5e6f', name: 'México', code: 'MX', flag_url: '' };
const city = (id: string, name: string, state: string): City => ({
  id,
  name,
  state,
  country_id: MX.id,
  latitude: null,
  longitude: null,
  time_zone: 'America/Mexico_City',
  country: { id: MX.id, name: MX.name, flag_url: '' },
});
const OAXACA = city('6f1c2a34-5b6d-4e7f-8a9b-0c1d2e3f4a5b', 'Oaxaca de Juárez', 'Oaxaca');

function renderForm() {
  const api = mockApi({
    'GET /api/discovery/categories': { categories: TEST_CATEGORIES },
    'GET /api/discovery/countries': { countries: [MX] },
    'GET /api/discovery/cities': { cities: [OAXACA] },
  });
  // A pdf must reach the page's own check, as a person choosing "All files" would send it.
  const rendered = renderWithProviders(<AddBusinessForm defaults={emptyBusinessForm()} />, {
    path: '/add-business',
    user: { applyAccept: false },
  });
  return { ...rendered, api };
}

const field = (name: string) => screen.getByLabelText(name);
const submit = () => screen.getByRole('button', { name: 'Agregar Negocio' });

async function fillRequired(user: ReturnType<typeof renderForm>['user']) {
  await user.type(field('Nombre del negocio'), 'Tacos El Güero');
  await user.type(field('Descripción'), 'Tacos al pastor');
  await user.selectOptions(
    field('Categoría principal'),
    await screen.findByRole('option', { name: 'Restaurantes' }),
  );
  await user.selectOptions(field('Subcategoría'), 'Tacos');
  await user.selectOptions(field('País'), await screen.findByRole('option', { name: 'México' }));
  await user.selectOptions(
    field('Ciudad'),
    await screen.findByRole('option', { name: 'Oaxaca de Juárez, Oaxaca' }),
  );
  await user.type(field('Dirección'), 'Av. Juárez 10');
  await user.type(field('Código postal'), '68000');
}

describe('the business form', () => {
  it('offers the subcategories of the chosen category, and a new category clears the choice', async () => {
    const { user } = renderForm();
    const subcategory = field('Subcategoría');
    expect(subcategory).toBeDisabled();

    await user.selectOptions(
      field('Categoría principal'),
      await screen.findByRole('option', { name: 'Restaurantes' }),
    );
    expect(
      within(subcategory)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Elige una subcategoría', 'Tacos', 'Mariscos']);
    await user.selectOptions(subcategory, 'Mariscos');
    expect(subcategory).toHaveValue('Mariscos');

    await user.selectOptions(field('Categoría principal'), 'Cafeterías');
    expect(subcategory).toHaveValue('');
    expect(within(subcategory).queryByRole('option', { name: 'Mariscos' })).not.toBeInTheDocument();
  });

  it('fills the city name and state from the chosen city, and lets the person change them', async () => {
    const { user } = renderForm();
    expect(field('Ciudad')).toBeDisabled();
    await user.selectOptions(field('País'), await screen.findByRole('option', { name: 'México' }));
    await user.selectOptions(
      field('Ciudad'),
      await screen.findByRole('option', { name: 'Oaxaca de Juárez, Oaxaca' }),
    );
    expect(field('Nombre de la ciudad')).toHaveValue('Oaxaca de Juárez');
    expect(field('Estado')).toHaveValue('Oaxaca');
    await user.clear(field('Estado'));
    await user.type(field('Estado'), 'Oax.');
    expect(field('Estado')).toHaveValue('Oax.');
  });

  it('asks for a link type only once there is a website', async () => {
    const { user } = renderForm();
    const platform = field('Tipo de enlace');
    expect(platform).toBeDisabled();
    expect(screen.getByText('Escribe primero el sitio web.')).toBeInTheDocument();
    await user.type(field('Sitio web (opcional)'), 'https://instagram.com/elguero');
    expect(platform).toBeEnabled();
    await user.selectOptions(platform, 'Instagram');
    expect(platform).toHaveValue('instagram');
  });

  it('takes images only, naming each refused file', async () => {
    const { user } = renderForm();
    const pdf = new File(['x'], 'menu.pdf', { type: 'application/pdf' });
    const photo = new File(['x'], 'fachada.jpg', { type: 'image/jpeg' });
    await user.upload(field('Fotos principales'), [pdf, photo]);
    expect(await screen.findByText('menu.pdf no es una imagen válida')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Foto 1 del negocio' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: '1 foto seleccionada' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Quitar la foto 1' }));
    expect(screen.queryByRole('img', { name: 'Foto 1 del negocio' })).not.toBeInTheDocument();
  });

  it('refuses an empty submit with one toast and marks what is missing, sending nothing', async () => {
    const { user, api } = renderForm();
    await screen.findByRole('option', { name: 'Restaurantes' });
    await user.click(submit());
    expect(
      await screen.findByText('Por favor completa todos los campos obligatorios del negocio'),
    ).toBeInTheDocument();
    expect(field('Nombre del negocio')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Subcategoría')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Teléfono (opcional)')).not.toHaveAttribute('aria-invalid');
    expect(api.requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('then checks the website, then asks for a photo', async () => {
    const { user } = renderForm();
    await fillRequired(user);
    await user.type(field('Sitio web (opcional)'), 'tacos');
    await user.click(submit());
    expect(await screen.findByText('Por favor ingresa una URL válida para el sitio web')).toBeInTheDocument();

    await user.clear(field('Sitio web (opcional)'));
    await user.click(submit());
    expect(await screen.findByText('Por favor sube al menos una foto del negocio')).toBeInTheDocument();
    expect(field('Fotos principales')).toHaveAttribute('aria-invalid', 'true');
  });
});
