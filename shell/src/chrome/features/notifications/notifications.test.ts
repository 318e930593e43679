import type { Notification, NotificationsPage } from '@cerca/contracts/notifications';
import { NOTIFICATION_TYPES } from '@cerca/contracts/notifications';
import { i18n, registerNamespace } from '@cerca/i18n';
import { describe, expect, it } from 'vitest';
import texts from '../../../locales/es-MX/notifications.json';
import { fromEvent, markReadInCache, prependNotification, unreadCountOf } from './api/notifications';
import { badgeText, bellLabel, NS, notificationHref, notificationText } from './lib/notification-text';

registerNamespace(NS, texts);
const t = i18n.getFixedT(null, NS);

const row = (overrides: Partial<Notification> = {}): Notification => ({
  id: '00000000-0000-4000-8000-000000000001',
  type: 'order_status',
  title: 'Tu pedido de Tortas El Güero',
  body: 'Estado actualizado a: En Camino',
  data: { order_id: 'o1', business_id: 'b1', business_name: 'Tortas El Güero', status: 'on_the_way' },
  read_at: null,
  created_at: '2026-11-24T04:00:00.000Z',
  ...overrides,
});

describe('the bell button', () => {
  it('names the unread count for screen readers, and only the bell when none is unread', () => {
    expect(bellLabel(t, 3)).toBe('Notificaciones, 3 sin leer');
    expect(bellLabel(t, 1)).toBe('Notificaciones, 1 sin leer');
    expect(bellLabel(t, 0)).toBe('Notificaciones');
  });

  it('shows the count on its badge, 99+ beyond 99, and no badge at zero', () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(7)).toBe('7');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(140)).toBe('99+');
  });

  it('has the texts of the list', () => {
    expect(texts.markAllRead).toBe('Marcar todas como leídas');
    expect(texts.empty).toBe('No tienes notificaciones');
  });
});

describe('each notification', () => {
  it('is worded per type from the texts, with the spec status labels', () => {
    expect(notificationText(t, row())).toEqual({
      title: 'Tu pedido de Tortas El Güero',
      body: 'Estado actualizado a: En Camino',
    });
    const labels = ['Pendiente', 'Preparando', 'Buscando Repartidor', 'En Camino', 'Entregado'];
    const statuses = ['pending', 'preparing', 'looking_for_driver', 'on_the_way', 'delivered'];
    expect(
      statuses.map((status) => notificationText(t, row({ data: { ...row().data, status } })).body),
    ).toEqual(labels.map((label) => `Estado actualizado a: ${label}`));
    expect(
      notificationText(
        t,
        row({ type: 'order_created', data: { business_name: 'Café Azul', total_amount: '120.00' } }),
      ),
    ).toEqual({ title: 'Nuevo pedido', body: 'Café Azul recibió un pedido por $120.00' });
  });

  it('has texts for every type of the contract', () => {
    for (const type of NOTIFICATION_TYPES) {
      expect(texts.types[type].title).toBeTruthy();
      expect(texts.types[type].body).toBeTruthy();
    }
  });

  it('falls back to what was stored for an unknown type or missing data', () => {
    expect(
      notificationText(t, row({ type: 'promotion_expired', title: 'Tu promoción expiró', body: '2x1' })),
    ).toEqual({
      title: 'Tu promoción expiró',
      body: '2x1',
    });
    expect(notificationText(t, row({ data: {}, title: 'Guardado', body: null }))).toEqual({
      title: 'Guardado',
      body: null,
    });
  });

  it('links the customer, the owner and drivers to their pages', () => {
    expect(notificationHref(row())).toBe('/my-orders');
    expect(notificationHref(row({ type: 'order_created' }))).toBe('/orders?businessId=b1');
    expect(notificationHref(row({ type: 'order_delivered' }))).toBe('/orders?businessId=b1');
    expect(notificationHref(row({ type: 'order_available' }))).toBe('/driver-dashboard');
    expect(notificationHref(row({ type: 'delivery_assigned' }))).toBe('/driver-dashboard');
    // Cancellations (issue 25), worded by the server and shown as stored.
    expect(notificationHref(row({ type: 'order_cancelled' }))).toBe('/my-orders');
    expect(notificationHref(row({ type: 'order_cancelled_by_customer' }))).toBe('/orders?businessId=b1');
    expect(notificationHref(row({ type: 'delivery_cancelled' }))).toBe('/driver-dashboard');
    // A customer's report ("Ayuda con mi pedido"): the business's orders panel shows it.
    expect(notificationHref(row({ type: 'order_help_report' }))).toBe('/orders?businessId=b1');
    const cancelled = row({
      type: 'order_cancelled',
      title: 'Tu pedido de Tortas El Güero fue cancelado',
      body: 'Motivo: Se les acabó',
    });
    expect(notificationText(t, cancelled)).toEqual({
      title: 'Tu pedido de Tortas El Güero fue cancelado',
      body: 'Motivo: Se les acabó',
    });
    expect(notificationHref(row({ type: 'message', data: { from: 'u-7' } }))).toBe('/messages?to=u-7');
    expect(notificationHref(row({ type: 'promotion_expired' }))).toBeNull();
  });
});

describe('the cached list', () => {
  const page = (notifications: Notification[], unread: number): NotificationsPage => ({
    notifications,
    unread_count: unread,
    next_cursor: null,
  });
  const cache = (...pages: NotificationsPage[]) => ({ pages, pageParams: pages.map(() => undefined) });

  it('puts a pushed notification on top and counts it, once', () => {
    const older = row({ id: 'old', read_at: '2026-11-24T03:00:00.000Z' });
    const pushed = fromEvent({
      id: 'new',
      type: 'order_created',
      title: 'Nuevo pedido',
      body: null,
      data: {},
      createdAt: '2026-11-24T04:10:00.000Z',
    });
    const once = prependNotification(cache(page([older], 0)), pushed);
    expect(once?.pages[0]?.notifications.map((n) => n.id)).toEqual(['new', 'old']);
    expect(unreadCountOf(once)).toBe(1);
    expect(prependNotification(once, pushed)).toBe(once);
  });

  it('marks the given rows read and takes the server count', () => {
    const data = cache(page([row({ id: 'a' }), row({ id: 'b' })], 2));
    const marked = markReadInCache(data, ['a'], 1, '2026-11-24T04:20:00.000Z');
    expect(marked?.pages[0]?.notifications.map((n) => n.read_at)).toEqual(['2026-11-24T04:20:00.000Z', null]);
    expect(unreadCountOf(marked)).toBe(1);
    const all = markReadInCache(data, 'all', 0, '2026-11-24T04:20:00.000Z');
    expect(all?.pages[0]?.notifications.every((n) => n.read_at !== null)).toBe(true);
    expect(unreadCountOf(all)).toBe(0);
  });
});
