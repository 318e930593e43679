import type { ManagedMenuItem } from '@cerca/contracts/menu-manager';
import { formatDateTime, useTranslation } from '@cerca/i18n';
import { Button, toast } from '@cerca/ui';
import { useId, useState } from 'react';
import { NS } from '../../../lib/i18n';
import { useDeleteItem } from '../api/delete-item';
import { useSetItemActive } from '../api/set-item-active';
import { useSetItemSoldOut } from '../api/set-item-sold-out';
import { failureText, formatPrice } from '../lib/menu-form';
import { ConfirmDialog } from './confirm-dialog';

/** An item: image, name, price, variants, the active switch, Agotado hoy, Ver / Editar / Eliminar. */
export function ItemCard({
  businessId,
  item,
  onEdit,
  onView,
}: {
  businessId: string;
  item: ManagedMenuItem;
  onEdit: () => void;
  onView: () => void;
}) {
  const { t } = useTranslation(NS);
  const id = useId();
  const [confirming, setConfirming] = useState(false);
  const setActive = useSetItemActive(businessId);
  const remove = useDeleteItem(businessId);
  const soldOut = useSetItemSoldOut(businessId);
  const isSoldOut = item.sold_out_until !== null;
  // The card's own "Agotado hasta …" says it worked: no toast over the button just tapped.
  const toggleSoldOut = () =>
    soldOut
      .mutateAsync({ itemId: item.id, soldOut: !isSoldOut })
      .catch((error: unknown) => toast.error(failureText(error, t('menu.soldOut.error'))));
  const toggle = () =>
    setActive.mutate(
      { itemId: item.id, active: !item.active },
      {
        onSuccess: ({ active }) =>
          toast.success(t(active ? 'menu.toasts.activated' : 'menu.toasts.deactivated')),
        onError: (error) => toast.error(failureText(error, t('menu.toasts.toggleError'))),
      },
    );
  // The promise, not mutate's callbacks: the refetch after the delete unmounts this card, and
  // React Query drops the callbacks of a component gone by then, toast and all.
  const confirmDelete = () =>
    remove.mutateAsync(item.id).then(
      () => {
        toast.success(t('menu.toasts.deleted'));
        // The server removed its image with it.
        setConfirming(false);
      },
      (error: unknown) => toast.error(failureText(error, t('menu.toasts.deleteError'))),
    );

  return (
    <li className="mf-menu-item" data-testid="menu-item" data-active={item.active}>
      <button
        type="button"
        className="mf-menu-item__main"
        onClick={onView}
        aria-label={t('menu.item.view', { name: item.name })}
      >
        {item.image_url ? (
          <img
            className="mf-menu-item__image"
            src={item.image_url}
            alt=""
            width={64}
            height={64}
            loading="lazy"
          />
        ) : (
          <span className="mf-menu-item__image mf-menu-item__image--empty" aria-hidden="true" />
        )}
        <span className="mf-menu-item__text">
          <span className="mf-menu-item__name">{item.name}</span>
          <span className="mf-menu-item__price" data-testid="menu-item-price">
            {formatPrice(item.price)}
          </span>
          {isSoldOut ? (
            <span className="mf-menu-item__sold-out" data-testid="menu-item-sold-out">
              {t('menu.soldOut.until', { time: formatDateTime(item.sold_out_until!) })}
            </span>
          ) : null}
          {item.variants.length > 0 ? (
            <span className="mf-muted mf-small">
              {item.variants
                .map((variant) =>
                  Number(variant.price_extra) > 0
                    ? `${variant.name} ${t('menu.item.variantExtra', { price: formatPrice(variant.price_extra) })}`
                    : variant.name,
                )
                .join(' · ')}
            </span>
          ) : null}
        </span>
      </button>
      <div className="mf-menu-item__tools">
        <label className="mf-menu-switch" htmlFor={`${id}-active`}>
          <input
            id={`${id}-active`}
            type="checkbox"
            role="switch"
            aria-checked={item.active}
            checked={item.active}
            onChange={toggle}
            disabled={setActive.isPending}
            aria-label={t('menu.item.activeLabel', { name: item.name })}
            data-testid="menu-item-active"
          />
          <span aria-hidden="true">{t(item.active ? 'menu.item.active' : 'menu.item.inactive')}</span>
        </label>
        {item.active ? (
          <Button
            size="sm"
            variant="ghost"
            onClick={toggleSoldOut}
            loading={soldOut.isPending}
            aria-label={t(isSoldOut ? 'menu.soldOut.backLabel' : 'menu.soldOut.markLabel', {
              name: item.name,
            })}
            data-testid="menu-item-sold-out-toggle"
          >
            {t(isSoldOut ? 'menu.soldOut.backAction' : 'menu.soldOut.markAction')}
          </Button>
        ) : null}
        <Button
          size="sm"
          variant="ghost"
          onClick={onEdit}
          aria-label={t('menu.item.editLabel', { name: item.name })}
          data-testid="menu-item-edit"
        >
          {t('menu.item.edit')}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          className="mf-menu-danger"
          onClick={() => setConfirming(true)}
          aria-label={t('menu.item.deleteLabel', { name: item.name })}
          data-testid="menu-item-delete"
        >
          {t('menu.item.delete')}
        </Button>
      </div>
      {confirming ? (
        <ConfirmDialog
          title={t('menu.item.confirmTitle', { name: item.name })}
          text={t('menu.item.confirmText')}
          confirm={t('menu.item.confirmDelete')}
          pending={remove.isPending}
          onConfirm={confirmDelete}
          onClose={() => setConfirming(false)}
        />
      ) : null}
    </li>
  );
}
