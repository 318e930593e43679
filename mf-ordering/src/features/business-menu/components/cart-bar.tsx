import type { Order } from '@cerca/contracts/orders';
import { useTranslation } from '@cerca/i18n';
import { Link, useNavigate } from '@cerca/router';
import { useSession } from '@cerca/session';
import { buttonClassName, Dialog, Spinner, toast } from '@cerca/ui';
import { lazy, Suspense, useState } from 'react';
import { tipChoiceOf } from '../../../components/tip-picker/tip-choice';
import { NS } from '../../../lib/i18n';
import { useCartQuote } from '../api/quote-order';
import { itemCount, requestLines } from '../lib/cart';
import { useCart } from '../lib/cart-store';
import { QuotedAmount } from './quoted-amount';

// The checkout's form (react-hook-form and its resolver) loads when the cart first opens, not
// with the Menú tab: most visitors of a business page only look at its menu.
const CheckoutDialog = lazy(() =>
  import('./checkout-dialog').then((module) => ({ default: module.CheckoutDialog })),
);

/**
 * The floating cart summary of the business page whose cart it is: how many products and the
 * server's total for them; it opens the checkout.
 */
export function CartBar({ businessId }: { businessId: string }) {
  const { t } = useTranslation(NS);
  const cart = useCart();
  const session = useSession();
  const userId = session.status === 'signed-in' ? session.user.id : null;
  const navigate = useNavigate();
  // A cart kept from before signing out: checking out needs the session again.
  const openCheckout = () => {
    if (userId) return setOpen(true);
    if (session.status === 'loading') return;
    toast.error(t('cart.signIn'));
    navigate(`/profile?${new URLSearchParams({ redirect: `businesses/${businessId}` })}`);
  };
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<Order | null>(null);
  const mine = cart && cart.business_id === businessId ? cart : null;
  // "Propina para tu repartidor" (issue 25): chosen in the checkout, part of the total it quotes.
  const [tipOption, setTipOption] = useState('none');
  const [tipOther, setTipOther] = useState('');
  const tip = tipChoiceOf(tipOption, tipOther);
  // The checkout asks the same question: its first answer is this one, from the cache.
  const quote = useCartQuote(
    mine ? { business_id: mine.business_id, items: requestLines(mine), ...(tip ? { tip } : {}) } : null,
  );

  return (
    <>
      {mine ? <div className="mf-cart-spacer" aria-hidden="true" /> : null}
      {mine ? (
        <div className="mf-cart-bar" data-testid="cart-bar">
          <button type="button" className="mf-cart-bar__button" onClick={openCheckout}>
            <span className="mf-cart-bar__count">{t('cart.bar.count', { count: itemCount(mine) })}</span>
            <span className="mf-cart-bar__label">{t('cart.bar.view')}</span>
            <span className="mf-cart-bar__total">
              <QuotedAmount quote={quote} pick={(ready) => ready.total_amount} testId="cart-bar-total" />
            </span>
          </button>
        </div>
      ) : null}
      {open && mine && userId ? (
        <Suspense fallback={<LoadingCheckout onClose={() => setOpen(false)} />}>
          <CheckoutDialog
            cart={mine}
            quote={quote}
            userId={userId}
            tip={{
              option: tipOption,
              other: tipOther,
              choice: tip,
              setOption: setTipOption,
              setOther: setTipOther,
            }}
            onClose={() => setOpen(false)}
            onDone={(order) => {
              setOpen(false);
              setDone(order);
            }}
          />
        </Suspense>
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

function LoadingCheckout({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(NS);
  return (
    <Dialog open size="lg" onClose={onClose} title={t('cart.checkout.title')} data-testid="checkout-dialog">
      <Spinner />
    </Dialog>
  );
}
