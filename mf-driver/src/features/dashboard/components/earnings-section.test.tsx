import type { DriverEarnings } from '@cerca/contracts/driver-earnings';
import { mockApi, renderWithProviders, screen, signInForTest, within } from '@cerca/remote-kit/testing/dom';
import { describe, expect, it } from 'vitest';
import { EarningsSection } from './earnings-section';

const PERSON_ID = '00000000-0000-4000-8000-0000000000d1';
signInForTest({ id: PERSON_ID, email: 'luis@cerca.mx' });

const EARNINGS: DriverEarnings = {
  time_zone: 'America/Mexico_City',
  today: { deliveries: 1, tips: '15.00', cash: '295.00' },
  week: { deliveries: 4, tips: '60.50', cash: '1180.00' },
  today_deliveries: [
    {
      order_id: '00000000-0000-4000-8000-0000000000e1',
      business_name: 'Tortas Ahogadas El Güero',
      // 19:25 UTC is 1:25 p.m. in Mexico City.
      delivered_at: '2026-11-28T19:25:00.000000Z',
      total_amount: '295.00',
      tip_amount: '15.00',
    },
  ],
  rating: { average: '4.5', count: 2 },
};

describe('Tus ganancias', () => {
  it("loads when opened: today's and the week's totals, the rating and today's deliveries in the city's time", async () => {
    const api = mockApi({ 'GET /api/driver/me/earnings': EARNINGS });
    const { user } = renderWithProviders(<EarningsSection userId={PERSON_ID} />, {
      path: '/driver-dashboard',
    });
    expect(api.requestsTo('GET /api/driver/me/earnings')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Ver tus ganancias y calificación' }));

    const today = await screen.findByRole('region', { name: 'Hoy' });
    expect(within(today).getByTestId('driver-earnings-today-deliveries')).toHaveTextContent('1');
    expect(within(today).getByTestId('driver-earnings-today-tips')).toHaveTextContent('$15.00');
    expect(within(today).getByTestId('driver-earnings-today-cash')).toHaveTextContent('$295.00');
    const week = screen.getByRole('region', { name: 'Esta semana' });
    expect(within(week).getByTestId('driver-earnings-week-tips')).toHaveTextContent('$60.50');
    expect(screen.getByTestId('driver-earnings-rating')).toHaveTextContent('4.5 ★ (2 calificaciones)');
    const list = screen.getByTestId('driver-earnings-today-list');
    expect(list).toHaveTextContent('1:25 p.m. · Tortas Ahogadas El Güero');
    expect(list).toHaveTextContent('Total $295.00 · propina $15.00');
  });

  it('says so when nothing was delivered today and nobody rated yet', async () => {
    mockApi({
      'GET /api/driver/me/earnings': {
        ...EARNINGS,
        today: { deliveries: 0, tips: '0.00', cash: '0.00' },
        today_deliveries: [],
        rating: { average: null, count: 0 },
      },
    });
    const { user } = renderWithProviders(<EarningsSection userId={PERSON_ID} />, {
      path: '/driver-dashboard',
    });
    await user.click(screen.getByRole('button', { name: 'Ver tus ganancias y calificación' }));
    expect(await screen.findByText('Todavía no entregas pedidos hoy.')).toBeVisible();
    expect(screen.getByTestId('driver-earnings-rating')).toHaveTextContent('Aún sin calificaciones');
  });
});
