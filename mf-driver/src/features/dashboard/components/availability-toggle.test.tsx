import type { Driver } from '@cerca/contracts';
import {
  type ApiReply,
  deferred,
  fakeRealtime,
  mockApi,
  renderWithProviders,
  reply,
  screen,
  signInForTest,
} from '@cerca/remote-kit/testing/dom';
import { describe, expect, it } from 'vitest';
import { DriverDashboard } from './driver-dashboard';

const PERSON_ID = '00000000-0000-4000-8000-0000000000d1';
const ZONE_ID = '00000000-0000-4000-8000-0000000000a1';

const driver = (isAvailable: boolean): Driver => ({
  id: '00000000-0000-4000-8000-0000000000f1',
  zone_id: ZONE_ID,
  phone: '+52 55 1234 5678',
  vehicle_type: 'moto',
  status: 'approved',
  is_available: isAvailable,
  has_identification: true,
  created_at: '2026-01-10T12:00:00.000Z',
  updated_at: '2026-01-10T12:00:00.000Z',
  zone: { id: ZONE_ID, name: 'Centro', state: 'Jalisco' },
  profile: { id: PERSON_ID, username: 'rosa', full_name: 'Rosa Méndez', avatar_url: null, email: null },
});

signInForTest({ id: PERSON_ID, email: 'rosa@cerca.mx' });

/** The dashboard of a driver who is (or is not) available, the server answering the toggle with `saved`. */
function renderDashboard(isAvailable: boolean, saved: (wanted: boolean) => ApiReply | Promise<ApiReply>) {
  const api = mockApi({
    'GET /api/driver/me': { driver: driver(isAvailable) },
    'PUT /api/driver/me/availability': ({ body }) => saved((body as { is_available: boolean }).is_available),
    'GET /api/driver/me/available-orders': { orders: [] },
    'GET /api/driver/me/deliveries': { orders: [], next_cursor: null },
  });
  return { api, ...renderWithProviders(<DriverDashboard />, { path: '/driver-dashboard' }) };
}

const toggle = () => screen.findByRole('switch', { name: /Disponible para recibir pedidos/ });

describe('the availability toggle', () => {
  it('turns a driver available: the zone’s orders load and the toast says so', async () => {
    const answer = deferred<ApiReply>();
    const { user, api } = renderDashboard(false, async () => answer.promise);
    const button = await toggle();
    expect(button).not.toBeChecked();
    expect(button).toHaveTextContent('No disponible');
    expect(screen.getByText('Activa tu disponibilidad para ver los pedidos de tu zona.')).toBeInTheDocument();

    await user.click(button);
    // While the server answers, the switch shows what was asked and takes no second press.
    expect(button).toBeChecked();
    expect(button).toHaveTextContent('Disponible');
    expect(button).toBeDisabled();
    expect(api.requestsTo('PUT /api/driver/me/availability').map((request) => request.body)).toEqual([
      { is_available: true },
    ]);
    // As the person signed in earlier: their session's token goes with every call.
    expect(api.requests[0]?.headers.get('authorization')).toBe(`Bearer test-access-token.${PERSON_ID}`);

    answer.resolve({ body: { driver: driver(true) } });
    expect(await screen.findByText('Ahora estás disponible para recibir pedidos')).toBeInTheDocument();
    expect(button).toBeEnabled();
    expect(button).toBeChecked();
    expect(await screen.findByText('No hay pedidos disponibles')).toBeInTheDocument();
    expect(api.requestsTo('GET /api/driver/me/available-orders')).toHaveLength(1);
    await expect.poll(() => fakeRealtime.rooms.has(`zone:${ZONE_ID}`)).toBe(true);
  });

  it('turns a driver unavailable: the list goes and the zone’s orders stop coming', async () => {
    const { user } = renderDashboard(true, () => ({ body: { driver: driver(false) } }));
    const button = await toggle();
    expect(button).toBeChecked();
    expect(await screen.findByText('No hay pedidos disponibles')).toBeInTheDocument();
    await expect.poll(() => fakeRealtime.rooms.has(`zone:${ZONE_ID}`)).toBe(true);

    await user.click(button);
    expect(await screen.findByText('Ya no estás disponible para recibir pedidos')).toBeInTheDocument();
    expect(button).not.toBeChecked();
    expect(button).toHaveTextContent('No disponible');
    expect(screen.getByText('Activa tu disponibilidad para ver los pedidos de tu zona.')).toBeInTheDocument();
    expect(screen.queryByText('No hay pedidos disponibles')).not.toBeInTheDocument();
    expect(fakeRealtime.rooms.has(`zone:${ZONE_ID}`)).toBe(false);
  });

  it('keeps what the server has when it refuses, and says it could not', async () => {
    const { user } = renderDashboard(false, () =>
      reply(500, { code: 'internal_error', message: 'Ocurrió un error inesperado.' }),
    );
    const button = await toggle();
    await user.click(button);

    expect(await screen.findByText('Error al actualizar disponibilidad')).toBeInTheDocument();
    expect(button).not.toBeChecked();
    expect(button).toHaveTextContent('No disponible');
    expect(button).toBeEnabled();
    expect(screen.getByText('Activa tu disponibilidad para ver los pedidos de tu zona.')).toBeInTheDocument();
  });
});
