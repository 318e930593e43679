import { MAX_SAVED_ADDRESSES } from '@cerca/contracts/addresses';
import { ORDER_PAYMENT_METHODS } from '@cerca/contracts/order-payment';
import { MAX_LINE_QUANTITY, type Order } from '@cerca/contracts/orders';
import type { TipChoice } from '@cerca/contracts/tips';
import { formatMoney, useTranslation } from '@cerca/i18n';
import { remoteRootClass } from '@cerca/remote-kit';
import { useNavigate } from '@cerca/router';
import { refusalMessage } from '@cerca/session';
import { Button, Dialog, toast } from '@cerca/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useDeliveryZone } from '../../../api/delivery-zone';
import { useAccount } from '../../../api/get-account';
import { useSaveAddress, useSavedAddresses } from '../../../api/saved-addresses';
import { EMPTY_ADDRESS } from '../../../components/address-fields';
import { TipPicker } from '../../../components/tip-picker/tip-picker';
import { NS } from '../../../lib/i18n';
import { useCreateOrder } from '../api/create-order';
import type { CartQuote } from '../api/quote-order';
import { type Cart, requestLines, setQuantity } from '../lib/cart';
import { saveCart } from '../lib/cart-store';
import { type CheckoutValues, checkoutResolver, NEW_ADDRESS, zoneRefusal } from '../lib/checkout-form';
import { CART_ADDED_TOAST } from './add-to-cart';
import { CheckoutAddress } from './checkout-address';
import { QuotedAmount } from './quoted-amount';

/**
 * The checkout: the cart's lines (quantities can change), where it goes (a saved address, the
 * default chosen first, or a new one), notes and phone (the profile's, prefilled), cash on
 * delivery, and the server's line totals, subtotal, delivery fee and total (`quote`, asked again
 * when a quantity change settles; "—" until then). An address the business does not deliver to is
 * said before confirming. Confirming sends one idempotency key per distinct order, so a double tap
 * or a retry makes one order; a refusal shows above the buttons, where no toast hides it.
 */
export function CheckoutDialog({
  cart,
  quote,
  userId,
  tip,
  onClose,
  onDone,
}: {
  cart: Cart;
  quote: CartQuote;
  userId: string;
  /** The tip the quote was asked with (kept by the cart bar, which asks the quote). */
  tip: {
    option: string;
    other: string;
    choice: TipChoice | undefined;
    setOption: (option: string) => void;
    setOther: (amount: string) => void;
  };
  onClose: () => void;
  onDone: (order: Order) => void;
}) {
  const { t } = useTranslation(NS);
  const formId = useId();
  const ids = { notes: useId(), phone: useId(), cash: useId() };
  const form = useForm<CheckoutValues>({
    resolver: checkoutResolver,
    defaultValues: {
      choice: '',
      address: EMPTY_ADDRESS,
      save: true,
      delivery_notes: '',
      contact_phone: '',
      cash_tendered: '',
      payment_method: 'cash',
    },
  });
  const addresses = useSavedAddresses(userId);
  const account = useAccount(userId);
  const zone = useDeliveryZone(cart.business_id);
  const keep = useSaveAddress(userId);
  const [failure, setFailure] = useState<string | null>(null);
  const lines = requestLines(cart);
  const quoted = quote.status === 'ready' ? quote.quote : null;
  const create = useCreateOrder();
  const attempt = useRef<{ body: string; key: string } | null>(null);
  useEffect(() => {
    toast.dismiss(CART_ADDED_TOAST);
  }, []);

  // Prefill once each answer arrives, never over what the person already chose or typed.
  const saved = addresses.data;
  useEffect(() => {
    if (!saved && !addresses.isError) return;
    if (form.getValues('choice') !== '') return;
    form.setValue('choice', saved?.[0]?.id ?? NEW_ADDRESS);
  }, [saved, addresses.isError, form]);
  const phone = account.data?.phone;
  useEffect(() => {
    if (phone && !form.getFieldState('contact_phone').isDirty) form.setValue('contact_phone', phone);
  }, [phone, form]);

  const choice = form.watch('choice');
  const typed = form.watch('address');
  const chosen = choice === NEW_ADDRESS ? typed : (saved?.find((address) => address.id === choice) ?? null);
  const refusal = zoneRefusal(zone.data, chosen);
  const method = form.watch('payment_method');
  const navigate = useNavigate();

  const submit = form.handleSubmit((fields) => {
    const where = fields.choice === NEW_ADDRESS ? { address: fields.address } : { address_id: fields.choice };
    const body = {
      business_id: cart.business_id,
      items: lines,
      ...where,
      delivery_notes: fields.delivery_notes,
      contact_phone: fields.contact_phone,
      payment_method: fields.payment_method,
      ...(fields.payment_method === 'cash' && fields.cash_tendered
        ? { cash_tendered: fields.cash_tendered }
        : {}),
      ...(tip.choice ? { tip: tip.choice } : {}),
    };
    const text = JSON.stringify(body);
    if (attempt.current?.body !== text) attempt.current = { body: text, key: crypto.randomUUID() };
    setFailure(null);
    create.mutate(
      { ...body, idempotency_key: attempt.current.key },
      {
        onSuccess: (order) => {
          // Kept for next time only once the order is placed; failing to keep it loses nothing.
          if (fields.choice === NEW_ADDRESS && fields.save && zone.data?.city_id) {
            keep.mutate({
              id: null,
              input: {
                ...fields.address,
                label: saved?.length ? 'other' : 'home',
                city_id: zone.data.city_id,
              },
            });
          }
          saveCart(null);
          // Card or OXXO (issue 25): on to paying it (the provider's page, or ours).
          if (order.status === 'awaiting_payment') {
            const next = order.payment?.next_action_url;
            if (next && /^https?:\/\//.test(next)) window.location.assign(next);
            else navigate(`/my-orders?pay=${order.id}`);
            return;
          }
          toast.success(t('cart.done.toast'));
          onDone(order);
        },
        onError: (error) => setFailure(refusalMessage(error) ?? error.message),
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
            disabled={!quoted || refusal !== null}
            data-testid="checkout-confirm"
          >
            {quoted
              ? t('cart.checkout.confirm', { total: formatMoney(quoted.total_amount) })
              : t('cart.checkout.confirmPlain')}
          </Button>
        </>
      }
    >
      <FormProvider {...form}>
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

          <CheckoutAddress
            addresses={saved ?? []}
            refusal={refusal}
            cityName={zone.data?.city_name ?? ''}
            canSave={(saved?.length ?? 0) < MAX_SAVED_ADDRESSES}
            disabled={create.isPending}
          />
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

          <fieldset className="mf-choices mf-checkout__methods" disabled={create.isPending}>
            <legend className="mf-legend">{t('cart.checkout.payWith')}</legend>
            {ORDER_PAYMENT_METHODS.map((value) => (
              <label key={value} className="mf-choice">
                <input
                  type="radio"
                  value={value}
                  {...form.register('payment_method')}
                  data-testid={`checkout-method-${value}`}
                />
                <span>{t(`cart.checkout.methods.${value}`)}</span>
              </label>
            ))}
          </fieldset>
          {method === 'cash' ? (
            <div className="mf-checkout__payment" data-testid="checkout-payment">
              <strong>{t('cart.checkout.payment')}</strong>
              <span className="mf-muted mf-small">{t('cart.checkout.paymentHint')}</span>
              <div className="mf-field">
                <label htmlFor={ids.cash}>{t('cart.checkout.cash')}</label>
                <input
                  id={ids.cash}
                  inputMode="decimal"
                  placeholder={t('cart.checkout.cashPlaceholder')}
                  aria-describedby={`${ids.cash}-hint`}
                  aria-invalid={errors.cash_tendered ? true : undefined}
                  disabled={create.isPending}
                  {...form.register('cash_tendered')}
                  data-testid="checkout-cash"
                />
                <p id={`${ids.cash}-hint`} className="mf-hint">
                  {t('cart.checkout.cashHint')}
                </p>
                {errors.cash_tendered ? (
                  <p className="mf-error" role="alert">
                    {t('cart.checkout.cashError')}
                  </p>
                ) : null}
              </div>
            </div>
          ) : (
            <p className="mf-muted mf-small" data-testid="checkout-payment">
              {t(method === 'card' ? 'cart.checkout.cardHint' : 'cart.checkout.oxxoHint')}
            </p>
          )}

          <TipPicker
            value={tip.option}
            other={tip.other}
            disabled={create.isPending}
            onChange={tip.setOption}
            onOtherChange={tip.setOther}
            data-testid="checkout-tip"
          />

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
              {quote.status === 'ready' && quote.quote.applied_promotion ? (
                <div data-testid="checkout-discount">
                  <dt>{t('cart.checkout.discount', { title: quote.quote.applied_promotion.title })}</dt>
                  <dd>−{formatMoney(quote.quote.discount_amount)}</dd>
                </div>
              ) : null}
              <div>
                <dt>{t('cart.checkout.tip')}</dt>
                <dd>
                  <QuotedAmount
                    quote={quote}
                    pick={(ready) => ready.tip_amount}
                    testId="checkout-tip-amount"
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
          {failure ? (
            <p className="mf-error" role="alert" data-testid="checkout-error">
              {failure}
            </p>
          ) : null}
        </form>
      </FormProvider>
    </Dialog>
  );
}
