import type { CityDriver, OrdersSummary, PanelOrder, PanelOrderStatus } from '@cerca/contracts/orders-panel';
import {
  type ApiReply,
  fakeRealtime,
  mockApi,
  renderWithProviders,
  reply,
  screen,
  signInForTest,
  within,
} from '@cerca/remote-kit/testing/dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { OrdersPanel } from './orders-panel';

// The business owner's order card in 'Pedidos y Ventas': what it shows and what its buttons do.
// Its amounts are the server's: the mocked line totals and shipping are not what the unit prices
// and the total would give, so a card computing its own would show other numbers.

const BUSINESS = '10000000-0000-4000-8000-000000000001';
const ORDER = 'abcdef12-0000-4000-8000-000000000001';
const OWNER = '40000000-0000-4000-8000-000000000001';

const rosa: CityDriver = {
  id: '70000000-0000-4000-8000-000000000001',
  username: 'rosa',
  full_name: 'Rosa Méndez',
  avatar_url: null,
  phone: '3398765432',
  vehicle_type: 'moto',
  is_available: true,
};

function panelOrder(status: PanelOrderStatus, driver: CityDriver | null = null): PanelOrder {
  return {
    id: ORDER,
    status,
    created_at: '2026-11-27T18:05:00.000Z',
    subtotal_amount: '150.30',
    shipping_amount: '17.00',
    discount_amount: '0.00',
    applied_promotion: null,
    total_amount: '167.30',
    delivery_address: 'Av. Juárez 123, Centro',
    delivery_notes: 'Casa azul',
    customer: { username: 'lupita', phone: '3312345678' },
    items: [
      {
        id: '80000000-0000-4000-8000-000000000001',
        item_name: 'Torta ahogada',
        variant_name: 'Media',
        quantity: 3,
        unit_price: '40.10',
        variant_price_extra: '10.00',
        line_total: '150.30',
        notes: 'sin cebolla',
      },
    ],
    driver_id: driver?.id ?? null,
    driver: driver
      ? { id: driver.id, username: driver.username, avatar_url: null, phone: driver.phone }
      : null,
    driver_order: driver ? { id: '90000000-0000-4000-8000-000000000001', status: 'accepted' } : null,
    cancelled_by: null,
    cancel_reason: null,
    cancel_note: null,
    payment_method: 'cash',
  };
}

const summary = (order: PanelOrder): OrdersSummary => ({
  business: { id: BUSINESS, name: 'Tortas El Güero', city_id: 'city-1' },
  total_orders: 1,
  pending_orders: 1,
  completed_orders: 0,
  cancelled_orders: 0,
  revenue: order.total_amount,
  average_ticket: order.total_amount,
  shipping_revenue: order.shipping_amount,
  by_status: [{ status: order.status, count: 1 }],
  assignable_orders: [],
});

/** The panel with one order whose server state is `current()`, answering the actions with `answers`. */
function renderPanel(
  first: PanelOrder,
  answers: { status?: (status: PanelOrderStatus) => ApiReply; assign?: (driverId: string) => ApiReply } = {},
) {
  let current = first;
  const api = mockApi({
    'GET /api/ordering/businesses/:id/orders/summary': () => ({ body: summary(current) }),
    'GET /api/ordering/businesses/:id/orders': () => ({ body: { orders: [current], next_cursor: null } }),
    'GET /api/ordering/businesses/:id/drivers': { drivers: [rosa] },
    'GET /api/ordering/businesses/:id/help-reports': { reports: [], next_cursor: null },
    'GET /api/ordering/businesses/:id/orders-pause': { paused: false, paused_until: null },
    'GET /api/ordering/businesses/:id/preparation-time': { minutes: 20 },
    'POST /api/ordering/orders/:id/status': ({ body }) => {
      const { status } = body as { status: PanelOrderStatus };
      const answer = answers.status?.(status);
      if (answer) return answer;
      current = { ...current, status };
      return { body: { order: { id: ORDER, status, driver_id: current.driver_id } } };
    },
    'POST /api/ordering/orders/:id/assign-driver': ({ body }) => {
      const { driver_id } = body as { driver_id: string };
      const answer = answers.assign?.(driver_id);
      if (answer) return answer;
      current = { ...panelOrder(current.status, rosa) };
      return { body: { order: { id: ORDER, status: current.status, driver_id } } };
    },
  });
  return { api, ...renderWithProviders(<OrdersPanel businessId={BUSINESS} />, { path: '/orders' }) };
}

async function openCard(user: ReturnType<typeof renderPanel>['user']) {
  const summaryRow = await screen.findByRole('button', { name: /Pedido #ABCDEF12/ });
  await user.click(summaryRow);
  expect(summaryRow).toHaveAttribute('aria-expanded', 'true');
  return screen.getByTestId('order-card');
}

beforeEach(() => {
  signInForTest({ id: OWNER });
});

describe('an order card', () => {
  it('shows the order at a glance, and its details and the server’s amounts when opened', async () => {
    const { user } = renderPanel(panelOrder('pending'));
    const row = await screen.findByRole('button', { name: /Pedido #ABCDEF12/ });
    expect(row).toHaveTextContent('Pendiente');
    expect(row).toHaveTextContent('lupita');
    expect(row).toHaveTextContent('$167.30');
    expect(row).toHaveAttribute('aria-expanded', 'false');

    const card = await openCard(user);
    expect(card).toHaveTextContent('3 × Torta ahogada · Media');
    expect(card).toHaveTextContent('sin cebolla');
    expect(within(card).getByText('$150.30', { selector: 'li span' })).toBeInTheDocument();
    expect(within(card).getByTestId('order-subtotal')).toHaveTextContent('$150.30');
    expect(within(card).getByTestId('order-shipping')).toHaveTextContent('$17.00');
    expect(within(card).getByTestId('order-total')).toHaveTextContent('$167.30');
    expect(within(card).getByRole('link', { name: '3312345678' })).toHaveAttribute('href', 'tel:3312345678');
    expect(card).toHaveTextContent('Casa azul');
    expect(card).toHaveTextContent('Sin repartidor asignado');
    // Pending: the next state, not a driver yet.
    expect(within(card).getByRole('button', { name: 'Marcar como Preparando' })).toBeEnabled();
    expect(within(card).queryByRole('button', { name: 'Asignar Repartidor' })).not.toBeInTheDocument();
  });

  it('moves the order to its next state and then offers a driver', async () => {
    const { user, api } = renderPanel(panelOrder('pending'));
    const card = await openCard(user);
    await user.click(within(card).getByRole('button', { name: 'Marcar como Preparando' }));

    expect(await screen.findByText('Estado actualizado a: Preparando')).toBeInTheDocument();
    expect(api.requestsTo('POST /api/ordering/orders/:id/status')[0]?.body).toEqual({ status: 'preparing' });
    expect(
      await within(card).findByRole('button', { name: 'Marcar como Buscando Repartidor' }),
    ).toBeEnabled();
    expect(within(card).getByRole('button', { name: 'Asignar Repartidor' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Pedido #ABCDEF12/ })).toHaveTextContent('Preparando');
  });

  it('says the server’s refusal when the state cannot change, and keeps the order as it was', async () => {
    const { user } = renderPanel(panelOrder('pending'), {
      status: () =>
        reply(409, {
          statusCode: 409,
          code: 'conflict',
          error: 'Conflict',
          message: 'El pedido ya cambió de estado',
        }),
    });
    const card = await openCard(user);
    await user.click(within(card).getByRole('button', { name: 'Marcar como Preparando' }));
    expect(await screen.findByText('El pedido ya cambió de estado')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Marcar como Preparando' })).toBeEnabled();
  });

  it('assigns a driver of the city from the picker', async () => {
    const { user, api } = renderPanel(panelOrder('preparing'));
    const card = await openCard(user);
    await user.click(within(card).getByRole('button', { name: 'Asignar Repartidor' }));

    const picker = await screen.findByRole('dialog', { name: 'Asignar Repartidor' });
    expect(picker).toHaveTextContent('Pedido #ABCDEF12');
    await user.click(await within(picker).findByRole('button', { name: 'Asignar a rosa' }));

    expect(await screen.findByText('Repartidor asignado correctamente')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Asignar Repartidor' })).not.toBeInTheDocument();
    expect(api.requestsTo('POST /api/ordering/orders/:id/assign-driver')[0]?.body).toEqual({
      driver_id: rosa.id,
    });
    expect(await within(card).findByText('Aceptado')).toBeInTheDocument();
    expect(card).toHaveTextContent('rosa');
    expect(within(card).queryByRole('button', { name: 'Asignar Repartidor' })).not.toBeInTheDocument();
  });

  it('keeps the picker open with the server’s reason when the driver cannot take it', async () => {
    const { user } = renderPanel(panelOrder('preparing'), {
      assign: () =>
        reply(409, {
          statusCode: 409,
          code: 'conflict',
          error: 'Conflict',
          message: 'El repartidor no está disponible',
        }),
    });
    const card = await openCard(user);
    await user.click(within(card).getByRole('button', { name: 'Asignar Repartidor' }));
    const picker = await screen.findByRole('dialog', { name: 'Asignar Repartidor' });
    await user.click(await within(picker).findByRole('button', { name: 'Asignar a rosa' }));
    expect(await screen.findByText('El repartidor no está disponible')).toBeInTheDocument();
    expect(picker).toBeInTheDocument();
  });

  it('prints a ticket with the same amounts', async () => {
    const { user } = renderPanel(panelOrder('delivered'));
    const card = await openCard(user);
    expect(within(card).queryByRole('button', { name: /Marcar como/ })).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Imprimir' }));
    const ticket = await screen.findByRole('dialog', { name: 'Ticket del pedido' });
    expect(ticket).toHaveTextContent('Torta ahogada');
    expect(ticket).toHaveTextContent('$17.00');
    expect(ticket).toHaveTextContent('$167.30');
  });

  it('offers copying the number, calling the customer and the map in its ⋯ menu', async () => {
    const { user } = renderPanel(panelOrder('pending'));
    await user.click(await screen.findByRole('button', { name: 'Más opciones del pedido #ABCDEF12' }));
    const menu = screen.getByRole('menu', { name: 'Opciones del pedido #ABCDEF12' });
    expect(within(menu).getByRole('menuitem', { name: 'Llamar al cliente' })).toHaveAttribute(
      'href',
      'tel:3312345678',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Ver dirección en el mapa' })).toHaveAttribute(
      'href',
      `https://www.google.com/maps/search/?${new URLSearchParams({ api: '1', query: 'Av. Juárez 123, Centro' })}`,
    );
    await user.click(within(menu).getByRole('menuitem', { name: 'Copiar número de pedido' }));
    expect(await screen.findByText('Número de pedido copiado')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('ABCDEF12');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('announces a new order pushed by the server and lists it', async () => {
    const { api } = renderPanel(panelOrder('pending'));
    await screen.findByRole('button', { name: /Pedido #ABCDEF12/ });
    const before = api.requestsTo('GET /api/ordering/businesses/:id/orders').length;
    await fakeRealtime.push('order:created', {
      order_id: ORDER,
      business_id: BUSINESS,
      status: 'pending',
      updated_at: '2026-11-27T18:06:00.000Z',
    });
    expect(await screen.findByText('¡Nuevo pedido recibido!')).toBeInTheDocument();
    expect(screen.getByText('Pedido #ABCDEF12', { selector: '[data-sonner-toast] *' })).toBeInTheDocument();
    await expect
      .poll(() => api.requestsTo('GET /api/ordering/businesses/:id/orders').length)
      .toBeGreaterThan(before);
  });
});
