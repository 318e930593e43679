import type { OrderProgress } from '@cerca/contracts/order-progress';
import { renderWithProviders, screen, within } from '@cerca/remote-kit/testing/dom';
import { describe, expect, it } from 'vitest';
import { OrderProgressSteps } from './order-progress-steps';

const base: OrderProgress = {
  status: 'pending',
  steps: [{ status: 'pending', at: '2026-11-28T19:02:00.000000Z' }],
  arrival: { from: '2026-11-28T19:25:00.000Z', to: '2026-11-28T19:40:00.000Z' },
  time_zone: 'America/Mexico_City',
  driver: null,
};

const stepTexts = () =>
  screen.getAllByRole('listitem').map((item) => item.textContent?.replace(/\s+/g, ' ').trim());

describe('OrderProgressSteps', () => {
  it('pending: Recibido with its time in the city, the window, the next steps without times', () => {
    renderWithProviders(<OrderProgressSteps progress={base} />);
    expect(screen.getByTestId('order-arrival')).toHaveTextContent('Llega entre 1:25 y 1:40 p.m.');
    expect(stepTexts()).toEqual(['Recibido1:02 p.m.', 'Preparando', 'En camino', 'Entregado']);
    expect(screen.getByTestId('order-step-pending')).toHaveAttribute('aria-current', 'step');
    expect(screen.queryByRole('link', { name: /Llamar/ })).toBeNull();
  });

  it('on the way: the driver and vehicle in the step, and Llamar when the phone came', () => {
    renderWithProviders(
      <OrderProgressSteps
        progress={{
          ...base,
          status: 'on_the_way',
          steps: [
            ...base.steps,
            { status: 'preparing', at: '2026-11-28T19:05:00.000000Z' },
            { status: 'looking_for_driver', at: '2026-11-28T19:20:00.000000Z' },
            { status: 'on_the_way', at: '2026-11-28T19:31:00.000000Z' },
          ],
          driver: { name: 'Luis', vehicle_type: 'moto', phone: '+52 33 1234 5678' },
        }}
      />,
    );
    expect(stepTexts()).toEqual([
      'Recibido1:02 p.m.',
      'Preparando1:05 p.m.',
      'En camino con Luis (Moto)1:31 p.m.',
      'Entregado',
    ]);
    expect(
      within(screen.getByTestId('order-progress')).getByRole('link', { name: 'Llamar a Luis' }),
    ).toHaveAttribute('href', 'tel:+523312345678');
  });

  it('delivered: every step with its time and no window; cancelled: nothing', () => {
    const delivered: OrderProgress = {
      ...base,
      status: 'delivered',
      arrival: null,
      steps: [
        ...base.steps,
        { status: 'preparing', at: '2026-11-28T19:05:00.000000Z' },
        { status: 'on_the_way', at: '2026-11-28T19:31:00.000000Z' },
        { status: 'delivered', at: '2026-11-28T19:44:00.000000Z' },
      ],
      driver: { name: 'Luis', vehicle_type: 'bici', phone: null },
    };
    const { unmount } = renderWithProviders(<OrderProgressSteps progress={delivered} />);
    expect(screen.queryByTestId('order-arrival')).toBeNull();
    expect(stepTexts()).toEqual([
      'Recibido1:02 p.m.',
      'Preparando1:05 p.m.',
      'En camino con Luis (Bici)1:31 p.m.',
      'Entregado1:44 p.m.',
    ]);
    expect(screen.queryByRole('link', { name: /Llamar/ })).toBeNull();
    unmount();
    renderWithProviders(<OrderProgressSteps progress={{ ...base, status: 'cancelled', arrival: null }} />);
    expect(screen.queryByTestId('order-progress')).toBeNull();
  });
});
