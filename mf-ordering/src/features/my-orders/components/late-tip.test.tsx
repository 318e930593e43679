import type { MyOrder } from '@cerca/contracts/orders';
import { mockApi, renderWithProviders, reply, screen } from '@cerca/remote-kit/testing/dom';
import { describe, expect, it } from 'vitest';
import { LateTipAction, LateTipLine } from './late-tip';

// Issue 25: "Agregar propina" on a delivered order, charged to the saved card by the server.

const ORDER = '50000000-0000-4000-8000-000000000001';
const USER = '40000000-0000-4000-8000-000000000001';
const ROUTE = 'POST /api/ordering/me/orders/:id/late-tip';

const delivered = (late_tip: MyOrder['late_tip'] = null) =>
  ({
    id: ORDER,
    status: 'delivered',
    driver_id: '60000000-0000-4000-8000-000000000001',
    created_at: new Date(Date.now() - 2 * 3600_000).toISOString(),
    delivered_at: new Date(Date.now() - 3600_000).toISOString(),
    late_tip,
  }) as MyOrder;

describe('Agregar propina', () => {
  it('sends the chosen tip and thanks the customer once charged', async () => {
    const api = mockApi({
      [ROUTE]: { late_tip: { amount: '15.00', status: 'succeeded', failure_code: null } },
    });
    const { user } = renderWithProviders(<LateTipAction order={delivered()} userId={USER} />);
    await user.click(screen.getByRole('button', { name: 'Agregar propina' }));
    await user.click(screen.getByRole('radio', { name: '15 %' }));
    await user.click(screen.getByRole('button', { name: 'Dar propina' }));
    expect(await screen.findByText('¡Gracias! Tu repartidor recibirá tu propina.')).toBeVisible();
    expect(api.requestsTo(ROUTE)[0]?.body).toEqual({ tip: { kind: 'percent', percent: 15 } });
    expect(screen.queryByTestId('late-tip-dialog')).toBeNull();
  });

  it('keeps a declined card and a refusal in the dialog, with the choice, to try again', async () => {
    const api = mockApi({
      [ROUTE]: { late_tip: { amount: '20.00', status: 'failed', failure_code: 'authentication_required' } },
    });
    const { user } = renderWithProviders(<LateTipAction order={delivered()} userId={USER} />);
    await user.click(screen.getByRole('button', { name: 'Agregar propina' }));
    await user.click(screen.getByRole('button', { name: 'Dar propina' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Tu banco pidió confirmar este cargo');
    expect(screen.getByRole('radio', { name: '$20' })).toBeChecked();
    api.on({
      [ROUTE]: () =>
        reply(400, {
          statusCode: 400,
          code: 'card_required',
          error: 'Bad Request',
          message: 'Para dar propina después de la entrega necesitas una tarjeta guardada.',
        }),
    });
    await user.click(screen.getByRole('button', { name: 'Dar propina' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('necesitas una tarjeta guardada');
  });

  it('is not offered once a tip was given or while one is charged, and says which', async () => {
    const given = delivered({ amount: '20.00', status: 'succeeded', failure_code: null });
    renderWithProviders(
      <>
        <LateTipAction order={given} userId={USER} />
        <LateTipLine order={given} />
      </>,
    );
    expect(screen.queryByRole('button', { name: 'Agregar propina' })).toBeNull();
    expect(screen.getByTestId('my-order-late-tip')).toHaveTextContent(
      'Propina después de la entrega: $20.00',
    );
  });
});
