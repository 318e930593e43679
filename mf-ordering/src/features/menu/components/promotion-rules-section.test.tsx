import { mockApi, renderWithProviders, reply, screen, within } from '@cerca/remote-kit/testing/dom';
import { describe, expect, it } from 'vitest';
import '../texts';
import { PromotionRulesSection } from './promotion-rules-section';

// Issue 25: "Descuentos automáticos" in the menu manager says each promotion's discount in one line.

const BUSINESS = '10000000-0000-4000-8000-000000000001';
const TORTA = '20000000-0000-4000-8000-000000000001';
const LIST = 'GET /api/ordering/businesses/:id/promotions';

const promotion = (id: number, title: string, rule: object | null, more: object = {}) => ({
  id: `30000000-0000-4000-8000-00000000000${id}`,
  title,
  message: title,
  expires_at: '2026-12-31T18:00:00.000Z',
  is_premium_only: false,
  rule,
  item_name: null,
  ...more,
});
const rule = (fields: object) => ({
  kind: 'percent_off',
  percent: null,
  amount: null,
  menu_item_id: null,
  min_subtotal: '0.00',
  weekdays: [0, 1, 2, 3, 4, 5, 6],
  start_minute: 0,
  end_minute: 0,
  ...fields,
});

const render = () => renderWithProviders(<PromotionRulesSection businessId={BUSINESS} items={[]} />);

describe('Descuentos automáticos', () => {
  it("says each promotion's discount in one line, or that it has none", async () => {
    mockApi({
      [LIST]: {
        promotions: [
          promotion(1, '2x1 los martes', rule({ kind: 'two_for_one', menu_item_id: TORTA, weekdays: [2] }), {
            item_name: 'Torta ahogada',
          }),
          promotion(2, 'Tarde de descuento', rule({ percent: 15, start_minute: 780, end_minute: 1020 })),
          promotion(
            3,
            'Envío gratis',
            rule({ kind: 'free_delivery', min_subtotal: '200.00', weekdays: [5, 6, 0] }),
          ),
          promotion(
            4,
            'Fin de mes',
            rule({ kind: 'amount_off', amount: '50.00', min_subtotal: '300.00', weekdays: [1, 3] }),
          ),
          promotion(5, 'Solo anunciada', null),
          promotion(6, 'Para Premium', null, { is_premium_only: true }),
        ],
      },
    });
    render();
    expect(await screen.findByRole('heading', { name: 'Descuentos automáticos' })).toBeVisible();
    const summaries = (await screen.findAllByTestId('promotion-rule-summary')).map(
      (line) => line.textContent,
    );
    expect(summaries).toEqual([
      '2x1 en Torta ahogada · martes · todo el día',
      '15 % de descuento · todos los días · de 1:00 p.m. a 5:00 p.m.',
      'Envío gratis desde $200.00 · vie, sáb, dom · todo el día',
      '$50.00 de descuento · en compras desde $300.00 · lun, mié · todo el día',
      'Sin descuento automático',
      'Exclusiva para Premium: no lleva descuento automático',
    ]);
    const rows = screen.getAllByTestId('promotion-rule');
    expect(
      within(rows[0]!).getByRole('button', { name: 'Editar el descuento de 2x1 los martes' }),
    ).toBeVisible();
    expect(
      within(rows[0]!).getByRole('button', { name: 'Quitar el descuento de 2x1 los martes' }),
    ).toBeVisible();
    expect(
      within(rows[4]!).getByRole('button', { name: 'Agregar un descuento a Solo anunciada' }),
    ).toBeVisible();
    expect(within(rows[4]!).queryByRole('button', { name: /Quitar/ })).toBeNull();
    expect(within(rows[5]!).queryByRole('button')).toBeNull();
  });

  it('asks to publish a promotion first when there is none', async () => {
    mockApi({ [LIST]: { promotions: [] } });
    render();
    expect(await screen.findByTestId('promotion-rules-empty')).toHaveTextContent(
      'Publica una promoción desde Crear para darle un descuento automático.',
    );
  });

  it('offers Reintentar when the list does not load', async () => {
    const api = mockApi({ [LIST]: () => reply(500, { code: 'internal', message: 'x' }) });
    const { user } = render();
    expect(await screen.findByText('No pudimos cargar tus promociones.')).toBeVisible();
    api.on({ [LIST]: { promotions: [promotion(1, 'Ya cargó', null)] } });
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Ya cargó')).toBeVisible();
  });

  it('removes a discount after confirming, and the promotion stays without one', async () => {
    const api = mockApi({
      [LIST]: { promotions: [promotion(1, 'Quince', rule({ percent: 15 }))] },
      'DELETE /api/ordering/businesses/:id/promotions/:promotionId/rule': () => reply(204),
    });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Quitar el descuento de Quince' }));
    const dialog = screen.getByRole('dialog', { name: '¿Quitar el descuento de Quince?' });
    await user.click(within(dialog).getByRole('button', { name: 'Quitar descuento' }));
    expect(await screen.findByText('Sin descuento automático')).toBeVisible();
    expect(
      api.requestsTo('DELETE /api/ordering/businesses/:id/promotions/:promotionId/rule')[0]?.params,
    ).toEqual({
      id: BUSINESS,
      promotionId: '30000000-0000-4000-8000-000000000001',
    });
  });
});
