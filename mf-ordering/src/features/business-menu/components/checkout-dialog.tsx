import {
  type CheckoutFields,
  checkoutFieldsSchema,
  MAX_LINE_QUANTITY,
  type Order,
} from '@cerca/contracts/orders';
import { formatMoney, useTranslation } from '@cerca/i18n';
import { remoteRootClass } from '@cerca/remote-kit';
import { Button, Dialog, toast } from '@cerca/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { NS } from '../../../lib/i18n';
import { useCreateOrder } from '../api/create-order';
import type { CartQuote } from '../api/quote-order';
import { type Cart, requestLines, setQuantity } from '../lib/cart';
import { saveCart } from '../lib/cart-store';
import { CART_ADDED_TOAST } from './add-to-cart';
import { QuotedAmount } from './quoted-amount';

const resolver = zodResolver(checkoutFieldsSchema);

/**
 * The checkout: the cart's lines (quantities can change), delivery address, notes and phone,
 * cash on delivery, and the server's line totals, subtotal, delivery fee and total (`quote`, asked
 * again when a quantity change settles; "—" until then). Confirming sends one idempotency key per
 * distinct order, so a double tap or a retry makes one order.
 */
export function CheckoutDialog({
  cart,
  quote,
  onClose,
  onDone,
}: {
  cart: Cart;
  quote: CartQuote;
  onClose: () => void;
  onDone: (order: Order) => void;
}) {
  const { t } = useTranslation(NS);
  const formId = useId();
  const ids = { address: useId(), notes: useId(), phone: useId() };
  const form = useForm<CheckoutFields>({
    resolver,
    defaultValues: { delivery_address: '', delivery_notes: '', contact_phone: '' },
  });
  const lines = requestLines(cart);
  const quoted = quote.status === 'ready' ? quote.quote : null;
  const create = useCreateOrder();
  const attempt = useRef<{ body: string; key: string } | null>(null);
  useEffect(() => {
    toast.dismiss(CART_ADDED_TOAST);
  }, []);

  const submit = form.handleSubmit((fields) => {
    const body = {
      business_id: cart.business_id,
      items: lines,
      delivery_address: fields.delivery_address,
      delivery_notes: fields.delivery_notes,
      contact_phone: fields.contact_phone,
    };
    const text = JSON.stringify(body);
    if (attempt.current?.body !== text) attempt.current = { body: text, key: crypto.randomUUID() };
    create.mutate(
      { ...body, idempotency_key: attempt.current.key },
      {
        onSuccess: (order) => {
          saveCart(null);
          toast.success(t('cart.done.toast'));
          onDone(order);
        },
        onError: (error) => toast.error(error.message),
      },
    );
  });

  const change = (index: number, quantity: number) => {
    const next = setQuantity(cart, index, quantity);
    saveCart(next);
    if (!next) onClose();
  };

  const errors = form.formState.errors;
  return (
    <Dialog
      open
      size="lg"
      onClose={onClose}
      title={t('cart.checkout.title')}
      description={t('cart.checkout.from', { name: cart.business_name })}
      data-testid="checkout-dialog"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={create.isPending}>
            {t('cart.checkout.close')}
          </Button>
          <Button
            type="submit"
            form={formId}
            loading={create.isPending}
            loadingText={t('cart.checkout.sending')}
            disabled={!quoted}
            data-testid="checkout-confirm"
          >
            {quoted
              ? t('cart.checkout.confirm', { total: formatMoney(quoted.total_amount) })
              : t('cart.checkout.confirmPlain')}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        className={`${remoteRootClass('mf_ordering')} mf-form mf-checkout`}
        onSubmit={submit}
        noValidate
      >
        <ul className="mf-checkout__lines" data-testid="checkout-lines">
          {cart.items.map((line, index) => (
            <li key={`${line.menu_item_id}-${line.variant_id}-${line.notes}`} className="mf-checkout__line">
              <div className="mf-checkout__what">
                <span className="mf-checkout__name">{line.name}</span>
                {line.variant_name ? <span className="mf-muted mf-small">{line.variant_name}</span> : null}
                {line.notes ? <span className="mf-muted mf-small">“{line.notes}”</span> : null}
              </div>
              <div className="mf-cart-stepper">
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={
                    line.quantity === 1
                      ? t('cart.checkout.remove', { name: line.name })
                      : t('cart.checkout.decrease', { name: line.name })
                  }
                  onClick={() => change(index, line.quantity - 1)}
                  disabled={create.isPending}
                >
                  −
                </Button>
                <span className="mf-checkout__qty" aria-live="polite">
                  {line.quantity}
                </span>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={t('cart.checkout.increase', { name: line.name })}
                  onClick={() => change(index, line.quantity + 1)}
                  disabled={create.isPending || line.quantity >= MAX_LINE_QUANTITY}
                >
                  +
                </Button>
              </div>
              <span className="mf-checkout__price">
                <QuotedAmount quote={quote} pick={(ready) => ready.items[index]?.line_total} />
              </span>
            </li>
          ))}
        </ul>

        <div className="mf-field">
          <label htmlFor={ids.address}>{t('cart.checkout.address')}</label>
          <input
            id={ids.address}
            autoComplete="street-address"
            placeholder={t('cart.checkout.addressPlaceholder')}
            aria-invalid={errors.delivery_address ? true : undefined}
            {...form.register('delivery_address')}
            data-testid="checkout-address"
          />
          {errors.delivery_address ? (
            <p className="mf-error" role="alert">
              {t('cart.checkout.addressError')}
            </p>
          ) : null}
        </div>
        <div className="mf-field">
          <label htmlFor={ids.phone}>{t('cart.checkout.phone')}</label>
          <input
            id={ids.phone}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            aria-invalid={errors.contact_phone ? true : undefined}
            {...form.register('contact_phone')}
            data-testid="checkout-phone"
          />
          {errors.contact_phone ? (
            <p className="mf-error" role="alert">
              {t('cart.checkout.phoneError')}
            </p>
          ) : null}
        </div>
        <div className="mf-field">
          <label htmlFor={ids.notes}>{t('cart.checkout.notes')}</label>
          <textarea
            id={ids.notes}
            rows={2}
            placeholder={t('cart.checkout.notesPlaceholder')}
            {...form.register('delivery_notes')}
            data-testid="checkout-notes"
          />
        </div>

        <div className="mf-checkout__payment" data-testid="checkout-payment">
          <strong>{t('cart.checkout.payment')}</strong>
          <span className="mf-muted mf-small">{t('cart.checkout.paymentHint')}</span>
        </div>

        <div className="mf-checkout__totals" aria-live="polite" data-testid="checkout-totals">
          <dl>
            <div>
              <dt>{t('cart.checkout.subtotal')}</dt>
              <dd>
                <QuotedAmount
                  quote={quote}
                  pick={(ready) => ready.subtotal_amount}
                  testId="checkout-subtotal"
                />
              </dd>
            </div>
            <div>
              <dt>{t('cart.checkout.shipping')}</dt>
              <dd>
                <QuotedAmount
                  quote={quote}
                  pick={(ready) => ready.shipping_amount}
                  testId="checkout-shipping"
                />
              </dd>
            </div>
            <div className="mf-checkout__total">
              <dt>{t('cart.checkout.total')}</dt>
              <dd>
                <QuotedAmount quote={quote} pick={(ready) => ready.total_amount} testId="checkout-total" />
              </dd>
            </div>
          </dl>
          {quote.status === 'error' ? (
            <p className="mf-error" role="alert" data-testid="checkout-quote-error">
              {quote.refusal ?? t('cart.checkout.quoteError')}
            </p>
          ) : null}
        </div>
      </form>
    </Dialog>
  );
}
