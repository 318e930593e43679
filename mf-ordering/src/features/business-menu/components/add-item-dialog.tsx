import { MAX_LINE_NOTES, MAX_LINE_QUANTITY } from '@cerca/contracts/orders';
import type { MenuItem } from '@cerca/contracts/public-menu';
import { formatMoney, useTranslation } from '@cerca/i18n';
import { remoteRootClass } from '@cerca/remote-kit';
import { Button, Dialog } from '@cerca/ui';
import { useId, useState } from 'react';
import { NS } from '../../../lib/i18n';
import { useCartQuote } from '../api/quote-order';
import type { CartItem } from '../lib/cart';
import { QuotedAmount } from './quoted-amount';

/**
 * The variant, quantity and notes of one line, and its price as the server quotes it (asked again
 * when the variant or quantity settles; notes do not change a price).
 */
export function AddItemDialog({
  businessId,
  item,
  onClose,
  onAdd,
}: {
  businessId: string;
  item: MenuItem;
  onClose: () => void;
  onAdd: (line: CartItem) => void;
}) {
  const { t } = useTranslation(NS);
  const formId = useId();
  const notesId = useId();
  const quantityId = useId();
  const [variantId, setVariantId] = useState<string | null>(item.variants[0]?.id ?? null);
  const [quantity, setQuantity] = useState(1);
  const [notes, setNotes] = useState('');
  const variant = item.variants.find((candidate) => candidate.id === variantId) ?? null;
  const quote = useCartQuote({
    business_id: businessId,
    items: [{ menu_item_id: item.id, variant_id: variant?.id ?? null, quantity }],
  });
  const price = quote.status === 'ready' ? quote.quote.items[0]?.line_total : undefined;

  return (
    <Dialog
      open
      onClose={onClose}
      title={item.name}
      description={item.description ?? undefined}
      data-testid="add-item-dialog"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('cart.dialog.cancel')}
          </Button>
          <Button type="submit" form={formId} data-testid="add-item-submit">
            {price === undefined
              ? t('cart.dialog.submitPlain')
              : t('cart.dialog.submit', { price: formatMoney(price) })}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        className={`${remoteRootClass('mf_ordering')} mf-form mf-cart-form`}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onAdd({
            menu_item_id: item.id,
            variant_id: variant?.id ?? null,
            name: item.name,
            variant_name: variant?.name ?? null,
            quantity,
            notes: notes.trim(),
          });
        }}
      >
        {item.variants.length > 0 ? (
          <fieldset className="mf-field mf-choices">
            <legend className="mf-legend">{t('cart.dialog.variant')}</legend>
            {item.variants.map((option) => (
              <label key={option.id} className="mf-choice mf-cart-variant">
                <input
                  type="radio"
                  name="variant"
                  value={option.id}
                  checked={variantId === option.id}
                  onChange={() => setVariantId(option.id)}
                />
                <span>{option.name}</span>
                {Number(option.price_extra) > 0 ? (
                  <span className="mf-muted">
                    {t('cart.dialog.variantExtra', { price: formatMoney(option.price_extra) })}
                  </span>
                ) : null}
              </label>
            ))}
          </fieldset>
        ) : null}
        <div className="mf-field">
          <label htmlFor={quantityId}>{t('cart.dialog.quantity')}</label>
          <div className="mf-cart-stepper">
            <Button
              size="sm"
              variant="secondary"
              aria-label={t('cart.dialog.decrease')}
              disabled={quantity <= 1}
              onClick={() => setQuantity((value) => Math.max(1, value - 1))}
            >
              −
            </Button>
            <input
              id={quantityId}
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_LINE_QUANTITY}
              value={quantity}
              onChange={(event) =>
                setQuantity(
                  Math.min(MAX_LINE_QUANTITY, Math.max(1, Math.floor(Number(event.target.value) || 1))),
                )
              }
              data-testid="add-item-quantity"
            />
            <Button
              size="sm"
              variant="secondary"
              aria-label={t('cart.dialog.increase')}
              disabled={quantity >= MAX_LINE_QUANTITY}
              onClick={() => setQuantity((value) => Math.min(MAX_LINE_QUANTITY, value + 1))}
            >
              +
            </Button>
          </div>
        </div>
        <div className="mf-field">
          <label htmlFor={notesId}>{t('cart.dialog.notes')}</label>
          <textarea
            id={notesId}
            rows={2}
            maxLength={MAX_LINE_NOTES}
            value={notes}
            placeholder={t('cart.dialog.notesPlaceholder')}
            onChange={(event) => setNotes(event.target.value)}
            data-testid="add-item-notes"
          />
        </div>
        <div className="mf-cart-price" aria-live="polite">
          <span>{t('cart.dialog.price')}</span>
          <QuotedAmount quote={quote} pick={(ready) => ready.items[0]?.line_total} testId="add-item-price" />
        </div>
        {quote.status === 'error' ? (
          <p className="mf-error" role="alert" data-testid="add-item-quote-error">
            {quote.refusal ?? t('cart.dialog.quoteError')}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
