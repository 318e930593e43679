import type { MenuItem } from '@cerca/contracts/business-page';
import { MAX_LINE_NOTES, MAX_LINE_QUANTITY } from '@cerca/contracts/orders';
import { formatMoney } from '@cerca/i18n';
import { remoteRootClass } from '@cerca/remote-kit';
import { useSession } from '@cerca/session';
import { Button, Dialog } from '@cerca/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { NS } from '../../../lib/i18n';
import { addToCart, type CartItem } from '../lib/cart';
import { saveCart, useCart } from '../lib/cart-store';
import '../texts';
import './cart.css';

interface AddToCartProps {
  business: { id: string; name: string };
  item: MenuItem;
}

/**
 * Agregar on a menu item: a small dialog with the variant (required when the item has some),
 * quantity and notes. Visitors are sent to sign in first; a cart of another business is replaced
 * only after asking.
 */
export function AddToCart({ business, item }: AddToCartProps) {
  const { t } = useTranslation(NS);
  const session = useSession();
  const navigate = useNavigate();
  const cart = useCart();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState<CartItem | null>(null);

  const start = () => {
    if (session.status !== 'signed-in') {
      toast.error(t('cart.signIn'));
      navigate(`/profile?${new URLSearchParams({ redirect: `businesses/${business.id}` })}`);
      return;
    }
    setOpen(true);
  };

  const add = (line: CartItem, replace = false) => {
    const result = addToCart(cart, business, line, replace);
    if ('conflict' in result) {
      if (result.conflict === 'other_business') setPending(line);
      else toast.error(t('cart.full'));
      return;
    }
    saveCart(result.cart);
    setOpen(false);
    setPending(null);
    toast.success(t('cart.added'));
  };

  return (
    <>
      <Button
        size="sm"
        variant="secondary"
        onClick={start}
        aria-label={t('cart.addLabel', { name: item.name })}
        data-testid="menu-add"
        disabled={session.status === 'loading'}
      >
        {t('cart.add')}
      </Button>
      {open ? <AddItemDialog item={item} onClose={() => setOpen(false)} onAdd={(line) => add(line)} /> : null}
      {pending && cart ? (
        <Dialog
          open
          size="sm"
          onClose={() => setPending(null)}
          title={t('cart.replace.title')}
          description={t('cart.replace.description', { name: cart.business_name })}
          data-testid="cart-replace"
          footer={
            <>
              <Button variant="secondary" onClick={() => setPending(null)}>
                {t('cart.replace.cancel')}
              </Button>
              <Button onClick={() => add(pending, true)} data-testid="cart-replace-confirm">
                {t('cart.replace.confirm')}
              </Button>
            </>
          }
        />
      ) : null}
    </>
  );
}

function AddItemDialog({
  item,
  onClose,
  onAdd,
}: {
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
  const unitCents =
    Math.round(Number(item.price) * 100) + Math.round(Number(variant?.price_extra ?? 0) * 100);
  const unitPrice = (unitCents / 100).toFixed(2);

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
            {t('cart.dialog.submit', { price: formatMoney((unitCents * quantity) / 100) })}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        className={`${remoteRootClass('mf_discovery')} mf-form mf-cart-form`}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onAdd({
            menu_item_id: item.id,
            variant_id: variant?.id ?? null,
            name: item.name,
            variant_name: variant?.name ?? null,
            unit_price: unitPrice,
            quantity,
            notes: notes.trim(),
          });
        }}
      >
        {item.variants.length > 0 ? (
          <fieldset className="mf-field mf-cart-variants">
            <legend className="mf-legend">{t('cart.dialog.variant')}</legend>
            {item.variants.map((option) => (
              <label key={option.id} className="mf-cart-variant">
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
      </form>
    </Dialog>
  );
}
