import type { Notification, NotificationsPage } from '@cerca/contracts/notifications';
import {
  type ApiReply,
  type ApiRequest,
  deferred,
  fakeRealtime,
  mockApi,
  renderWithProviders,
  reply,
  screen,
  waitFor,
  within,
} from '@cerca/remote-kit/testing/dom';
import { describe, expect, it } from 'vitest';
import NotificationBell from './notification-bell';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const orderStatus = (id: string, status: string, readAt: string | null = null): Notification => ({
  id,
  type: 'order_status',
  title: 'stored title',
  body: 'stored body',
  data: { order_id: `order-${id}`, business_name: 'Tacos Lupita', status },
  read_at: readAt,
  created_at: minutesAgo(5),
});

const page = (notifications: Notification[], unread: number): NotificationsPage => ({
  notifications,
  unread_count: unread,
  next_cursor: null,
});

function renderBell(
  first: NotificationsPage | ((request: ApiRequest) => ApiReply | Promise<ApiReply>),
  unreadAfterMarking = 0,
) {
  const api = mockApi({
    'GET /api/ordering/notifications': first,
    'POST /api/ordering/notifications/read': ({ body }) => ({
      body: { unread_count: (body as { all?: true }).all ? 0 : unreadAfterMarking },
    }),
  });
  return { api, ...renderWithProviders(<NotificationBell userId="user-1" />) };
}

const bell = () => screen.getByRole('button', { name: /^Notificaciones/ });
const answered = () => waitFor(() => expect(bell()).toHaveAttribute('aria-busy', 'false'));

describe('the bell', () => {
  it('says nothing about a count until the first answer, then shows the unread count', async () => {
    const first = deferred<NotificationsPage>();
    const { api } = renderBell(async () => ({ body: await first.promise }));
    await expect.poll(() => api.requestsTo('GET /api/ordering/notifications').length).toBe(1);
    expect(bell()).toHaveAccessibleName('Notificaciones');
    expect(bell()).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByTestId('notification-badge')).not.toBeInTheDocument();

    first.resolve(page([orderStatus('n1', 'on_the_way'), orderStatus('n2', 'preparing')], 2));
    expect(await screen.findByRole('button', { name: 'Notificaciones, 2 sin leer' })).toHaveAttribute(
      'aria-busy',
      'false',
    );
    expect(screen.getByTestId('notification-badge')).toHaveTextContent('2');
  });

  it('shows 99+ beyond 99 unread', async () => {
    renderBell(page([orderStatus('n1', 'pending')], 150));
    expect(await screen.findByTestId('notification-badge')).toHaveTextContent('99+');
    expect(bell()).toHaveAccessibleName('Notificaciones, 150 sin leer');
  });

  it('counts a pushed notification at once and lists it first, in the reader’s words', async () => {
    const { user } = renderBell(page([orderStatus('n1', 'preparing', minutesAgo(1))], 0));
    await answered();
    expect(bell()).toHaveAccessibleName('Notificaciones');

    await fakeRealtime.push('notification', {
      id: 'n2',
      type: 'order_status',
      title: 'stored title',
      body: null,
      data: { order_id: 'order-n2', business_name: 'Tacos Lupita', status: 'on_the_way' },
      createdAt: new Date().toISOString(),
    });
    expect(await screen.findByRole('button', { name: 'Notificaciones, 1 sin leer' })).toBeInTheDocument();
    // The same push twice (a retried delivery) is counted once.
    await fakeRealtime.push('notification', {
      id: 'n2',
      type: 'order_status',
      title: 'stored title',
      body: null,
      data: { order_id: 'order-n2', business_name: 'Tacos Lupita', status: 'on_the_way' },
      createdAt: new Date().toISOString(),
    });
    expect(screen.getByTestId('notification-badge')).toHaveTextContent('1');

    await user.click(bell());
    const items = within(screen.getByRole('menu', { name: 'Lista de notificaciones' })).getAllByTestId(
      'notification-item',
    );
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Tu pedido de Tacos Lupita');
    expect(items[0]).toHaveTextContent('Estado actualizado a: En Camino');
    expect(items[1]).toHaveTextContent('Estado actualizado a: Preparando');
  });

  it('opening the list reads it: the unread rows are marked on the server and the badge goes', async () => {
    const { user, api } = renderBell(
      page([orderStatus('n1', 'on_the_way'), orderStatus('n2', 'delivered', minutesAgo(2))], 1),
    );
    await user.click(await screen.findByRole('button', { name: 'Notificaciones, 1 sin leer' }));

    const menu = screen.getByRole('menu', { name: 'Lista de notificaciones' });
    // What was unread when it opened stays marked while the person looks.
    expect(within(menu).getAllByRole('img', { name: 'Sin leer' })).toHaveLength(1);
    expect(within(menu).getAllByRole('menuitem')[0]).toHaveFocus();
    expect(await screen.findByRole('button', { name: 'Notificaciones' })).toBeInTheDocument();
    expect(screen.queryByTestId('notification-badge')).not.toBeInTheDocument();
    expect(api.requestsTo('POST /api/ordering/notifications/read').map((request) => request.body)).toEqual([
      { ids: ['n1'] },
    ]);
  });

  it('"Marcar todas como leídas" marks everything and closes the list', async () => {
    const { user, api } = renderBell(
      { ...page([orderStatus('n1', 'pending')], 30), next_cursor: 'more' },
      29,
    );
    await user.click(await screen.findByRole('button', { name: 'Notificaciones, 30 sin leer' }));
    await user.click(screen.getByRole('menuitem', { name: 'Marcar todas como leídas' }));

    expect(await screen.findByRole('button', { name: 'Notificaciones' })).toHaveFocus();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(api.requestsTo('POST /api/ordering/notifications/read').at(-1)?.body).toEqual({ all: true });
  });

  it('says so when there is nothing, and Esc closes the list back onto the bell', async () => {
    const { user } = renderBell(page([], 0));
    await answered();
    await user.click(bell());
    expect(screen.getByText('No tienes notificaciones')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(bell()).toHaveFocus();
  });

  it('offers Reintentar when the list cannot load, and shows it once it does', async () => {
    let fail = true;
    const { user } = renderBell(() =>
      fail
        ? reply(503, { code: 'unavailable', message: 'Servicio no disponible' })
        : { body: page([orderStatus('n1', 'delivered')], 1) },
    );
    await user.click(bell());
    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos cargar tus notificaciones.');

    fail = false;
    await user.click(screen.getByRole('menuitem', { name: 'Reintentar' }));
    expect(await screen.findByText('Estado actualizado a: Entregado')).toBeInTheDocument();
  });

  it('asks again after the connection comes back (pushes sent while offline are not replayed)', async () => {
    const { api } = renderBell(page([], 0));
    await answered();
    await expect.poll(() => fakeRealtime.listens('notification')).toBe(true);
    expect(api.requestsTo('GET /api/ordering/notifications')).toHaveLength(1);

    await fakeRealtime.reconnect();
    await expect.poll(() => api.requestsTo('GET /api/ordering/notifications').length).toBe(2);
  });
});
