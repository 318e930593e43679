import type { BusinessMenuProps } from '@cerca/contracts';
import type { MenuItem } from '@cerca/contracts/public-menu';
import { useTranslation } from '@cerca/i18n';
import { useNavigate } from '@cerca/router';
import { useSession } from '@cerca/session';
import { Button, Dialog, toast } from '@cerca/ui';
import { useState } from 'react';
import { NS } from '../../../lib/i18n';
import { addToCart, type CartItem } from '../lib/cart';
import { saveCart, useCart } from '../lib/cart-store';
import { AddItemDialog } from './add-item-dialog';

/** The "Agregado al carrito" toast: one at a time, and the checkout closes it (it would cover Confirmar pedido). */
export const CART_ADDED_TOAST = 'cart-added';

interface AddToCartProps {
  business: BusinessMenuProps['business'];
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
    toast.success(t('cart.added'), { id: CART_ADDED_TOAST });
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
      {open ? (
        <AddItemDialog
          businessId={business.id}
          item={item}
          onClose={() => setOpen(false)}
          onAdd={(line) => add(line)}
        />
      ) : null}
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
