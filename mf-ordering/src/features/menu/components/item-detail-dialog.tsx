import type { ManagedMenuItem } from '@cerca/contracts/menu-manager';
import { useTranslation } from '@cerca/i18n';
import { remoteRootClass } from '@cerca/remote-kit';
import { Button, Dialog } from '@cerca/ui';
import { NS } from '../../../lib/i18n';
import { formatPrice } from '../lib/menu-form';

/** The item detail viewer: image, category, description, price and each variant's extra. */
export function ItemDetailDialog({
  item,
  categoryName,
  onClose,
  onEdit,
}: {
  item: ManagedMenuItem;
  categoryName: string;
  onClose: () => void;
  onEdit: () => void;
}) {
  const { t } = useTranslation(NS);
  return (
    <Dialog
      open
      onClose={onClose}
      title={item.name}
      description={categoryName}
      data-testid="menu-item-detail"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('menu.item.close')}
          </Button>
          <Button onClick={onEdit}>{t('menu.item.edit')}</Button>
        </>
      }
    >
      <div className={`${remoteRootClass('mf_ordering')} mf-stack mf-menu-detail`}>
        {item.image_url ? (
          <img className="mf-menu-detail__image" src={item.image_url} alt={item.name} />
        ) : null}
        <p className="mf-menu-item__price">{formatPrice(item.price)}</p>
        <p className={item.description ? undefined : 'mf-muted'}>
          {item.description ?? t('menu.item.noDescription')}
        </p>
        <p className="mf-muted">{t(item.active ? 'menu.item.active' : 'menu.item.inactive')}</p>
        {item.variants.length > 0 ? (
          <>
            <h3 className="mf-subtitle">{t('menu.item.variants')}</h3>
            <ul className="mf-menu-detail__variants">
              {item.variants.map((variant) => (
                <li key={variant.id}>
                  <span>{variant.name}</span>
                  <span>{t('menu.item.variantExtra', { price: formatPrice(variant.price_extra) })}</span>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
    </Dialog>
  );
}
