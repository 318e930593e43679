import type { BusinessType } from '@cerca/contracts/business';
import { formatMoney } from '@cerca/i18n';
import { EmptyState, ErrorState, Spinner } from '@cerca/ui';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../lib/i18n';
import { AddToCart } from '../../cart/components/add-to-cart';
import { CartBar } from '../../cart/components/cart-bar';
import { useMenu } from '../api/get-menu';

/** Menú / Servicios, read-only: categories with their active items and variants, prices in MXN. */
export function MenuList({
  businessId,
  businessType,
  businessName,
}: {
  businessId: string;
  businessType: BusinessType;
  /** Given for menu businesses: their items can be ordered (Agregar, cart, checkout). */
  businessName?: string;
}) {
  const orderable = businessType === 'menu' && businessName !== undefined;
  const { t } = useTranslation(NS);
  const menu = useMenu(businessId);
  if (menu.isPending) return <Spinner />;
  if (menu.isError) {
    return (
      <ErrorState title={t('menu.loadError')} onRetry={() => menu.refetch()} retrying={menu.isFetching} />
    );
  }
  const categories = menu.data.categories.filter((category) => category.items.length > 0);
  if (categories.length === 0) {
    return <EmptyState title={businessType === 'services' ? t('menu.emptyServices') : t('menu.empty')} />;
  }
  return (
    <div className="mf-menu" data-testid="business-menu">
      {categories.map((category) => (
        <section key={category.id} className="mf-section" aria-labelledby={`menu-${category.id}`}>
          <h3 id={`menu-${category.id}`} className="mf-menu__category">
            {category.name}
          </h3>
          <ul className="mf-menu__items">
            {category.items.map((item) => (
              <li key={item.id} className="mf-menu__item">
                {item.image_url ? (
                  <img src={item.image_url} alt="" width={64} height={64} loading="lazy" />
                ) : null}
                <div className="mf-menu__text">
                  <div className="mf-menu__line">
                    <span className="mf-menu__name">{item.name}</span>
                    <span className="mf-menu__price">{formatMoney(item.price)}</span>
                  </div>
                  {item.description ? <p className="mf-muted mf-small">{item.description}</p> : null}
                  {item.variants.length > 0 ? (
                    <ul className="mf-menu__variants" aria-label={t('menu.variants')}>
                      {item.variants.map((variant) => (
                        <li key={variant.id}>
                          {variant.name}
                          {Number(variant.price_extra) > 0
                            ? ` ${t('menu.variantExtra', { price: formatMoney(variant.price_extra) })}`
                            : null}
                        </li>
                      ))}
                    </ul>
                  ) : null}
                  {orderable ? (
                    <div className="mf-menu__add">
                      <AddToCart business={{ id: businessId, name: businessName }} item={item} />
                    </div>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        </section>
      ))}
      {orderable ? <CartBar businessId={businessId} /> : null}
    </div>
  );
}
