import type { ManagedMenuItem } from '@cerca/contracts/menu-manager';
import type { OwnerPromotion } from '@cerca/contracts/promotion-rule-editor';
import { mockApi, renderWithProviders, reply, screen, within } from '@cerca/remote-kit/testing/dom';
import { describe, expect, it, vi } from 'vitest';
import '../texts';
import { PromotionRuleDialog } from './promotion-rule-dialog';

// Issue 25: the form of a promotion's automatic discount checks what the server checks, field by
// field, and sends the rule the server stores.

const BUSINESS = '10000000-0000-4000-8000-000000000001';
const TORTA = '20000000-0000-4000-8000-000000000001';
const PUT = 'PUT /api/ordering/businesses/:id/promotions/:promotionId/rule';

const PROMOTION: OwnerPromotion = {
  id: '30000000-0000-4000-8000-000000000001',
  title: 'Martes de tortas',
  message: 'Martes de tortas',
  expires_at: '2026-12-31T18:00:00.000Z',
  is_premium_only: false,
  rule: null,
  item_name: null,
};
const ITEMS = [{ id: TORTA, name: 'Torta ahogada' }] as ManagedMenuItem[];

function open(onClose = vi.fn()) {
  const api = mockApi({ [PUT]: ({ body }) => ({ body: { promotion: { ...PROMOTION, rule: body } } }) });
  const rendered = renderWithProviders(
    <PromotionRuleDialog businessId={BUSINESS} promotion={PROMOTION} items={ITEMS} onClose={onClose} />,
  );
  const dialog = screen.getByRole('dialog', { name: 'Descuento automático' });
  const save = () => rendered.user.click(within(dialog).getByRole('button', { name: 'Guardar descuento' }));
  return { ...rendered, api, dialog, save, onClose };
}

describe('Descuento automático', () => {
  it('starts as a 2x1 every day, all day, and asks for its item before saving', async () => {
    const { user, api, dialog, save, onClose } = open();
    expect(within(dialog).getByRole('radio', { name: '2x1 en un producto' })).toBeChecked();
    for (const day of ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'])
      expect(within(dialog).getByRole('checkbox', { name: day })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Todo el día' })).toBeChecked();
    expect(within(dialog).queryByLabelText('Desde')).toBeNull();

    await save();
    expect(await within(dialog).findByText('Elige el producto del 2x1.')).toBeVisible();
    expect(within(dialog).getByLabelText('Producto del 2x1')).toHaveAttribute('aria-invalid', 'true');
    expect(api.requestsTo(PUT)).toHaveLength(0);

    await user.selectOptions(within(dialog).getByLabelText('Producto del 2x1'), 'Torta ahogada');
    await save();
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.requestsTo(PUT)[0]?.body).toEqual({
      kind: 'two_for_one',
      percent: null,
      amount: null,
      menu_item_id: TORTA,
      min_subtotal: '0',
      weekdays: [0, 1, 2, 3, 4, 5, 6],
      start_minute: 0,
      end_minute: 0,
    });
  });

  it('refuses a percent out of 1–100, no day at all and no hours, then sends the rule', async () => {
    const { user, api, dialog, save, onClose } = open();
    await user.click(within(dialog).getByRole('radio', { name: 'Porcentaje de descuento' }));
    const percent = within(dialog).getByLabelText('Porcentaje (1 a 100)');
    await user.type(percent, '0');
    for (const day of ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'])
      await user.click(within(dialog).getByRole('checkbox', { name: day }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Todo el día' }));
    await save();
    expect(await within(dialog).findByText('Escribe un porcentaje entre 1 y 100.')).toBeVisible();
    expect(percent).toHaveFocus();

    await user.clear(percent);
    await user.type(percent, '15');
    await save();
    expect(await within(dialog).findByText('Elige al menos un día.')).toBeVisible();
    await user.click(within(dialog).getByRole('checkbox', { name: 'martes' }));
    await save();
    expect(await within(dialog).findByText('Elige una hora de inicio y una de fin distintas.')).toBeVisible();

    await user.type(within(dialog).getByLabelText('Desde'), '20:00');
    await user.type(within(dialog).getByLabelText('Hasta'), '02:00');
    await save();
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.requestsTo(PUT)).toHaveLength(1);
    expect(api.requestsTo(PUT)[0]?.body).toMatchObject({
      kind: 'percent_off',
      percent: 15,
      weekdays: [2],
      start_minute: 1200,
      end_minute: 120,
    });
  });

  it('checks the amount as money and keeps the server’s refusal in the open dialog', async () => {
    const { user, api, dialog, save, onClose } = open();
    await user.click(within(dialog).getByRole('radio', { name: 'Monto fijo de descuento' }));
    const amount = within(dialog).getByLabelText('Monto del descuento (MXN)');
    await user.type(amount, '10.555');
    await save();
    expect(
      await within(dialog).findByText('Escribe un monto mayor a 0, con hasta 2 decimales.'),
    ).toBeVisible();

    api.on({
      [PUT]: () => reply(404, { code: 'promotion_not_found', message: 'Promoción no encontrada' }),
    });
    await user.clear(amount);
    await user.type(amount, '50');
    await save();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Promoción no encontrada');
    expect(api.requestsTo(PUT)[0]?.body).toMatchObject({ kind: 'amount_off', amount: '50', percent: null });
    expect(onClose).not.toHaveBeenCalled();
  });
});
