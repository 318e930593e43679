import type { Order } from '@cerca/contracts/orders';
import { formatMoney } from '@cerca/i18n';
import { buttonClassName, Dialog } from '@cerca/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { NS } from '../../../lib/i18n';
import { estimatedCents, itemCount } from '../lib/cart';
import { useCart } from '../lib/cart-store';
import { CheckoutDialog } from './checkout-dialog';
import '../texts';
import './cart.css';

/**
 * The floating cart summary of the business page whose cart it is: count and the menu's estimate;
 * it opens the checkout, where the server's total is shown before confirming.
 */
export function CartBar({ businessId }: { businessId: string }) {
  const { t } = useTranslation(NS);
  const cart = useCart();
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<Order | null>(null);
  const mine = cart && cart.business_id === businessId ? cart : null;

  return (
    <>
      {mine ? <div className="mf-cart-spacer" aria-hidden="true" /> : null}
      {mine ? (
        <div className="mf-cart-bar" data-testid="cart-bar">
          <button type="button" className="mf-cart-bar__button" onClick={() => setOpen(true)}>
            <span className="mf-cart-bar__count">{t('cart.bar.count', { count: itemCount(mine) })}</span>
            <span className="mf-cart-bar__label">{t('cart.bar.view')}</span>
            <span className="mf-cart-bar__total">{formatMoney(estimatedCents(mine) / 100)}</span>
          </button>
        </div>
      ) : null}
      {open && mine ? (
        <CheckoutDialog
          cart={mine}
          onClose={() => setOpen(false)}
          onDone={(order) => {
            setOpen(false);
            setDone(order);
          }}
        />
      ) : null}
      {done ? (
        <Dialog
          open
          size="sm"
          onClose={() => setDone(null)}
          title={t('cart.done.title')}
          description={t('cart.done.description', { name: done.business.name })}
          data-testid="order-done"
          footer={
            <Link
              to="/my-orders"
              className={buttonClassName({ variant: 'primary' })}
              data-testid="order-done-link"
            >
              {t('cart.done.myOrders')}
            </Link>
          }
        />
      ) : null}
    </>
  );
}
