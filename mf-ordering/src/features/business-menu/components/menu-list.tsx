import type { BusinessMenuProps } from '@cerca/contracts';
import { formatMoney, useTranslation } from '@cerca/i18n';
import { EmptyState, ErrorState, Spinner } from '@cerca/ui';
import { formatTime } from '../../../lib/format-time';
import { NS } from '../../../lib/i18n';
import { useMenu } from '../api/get-menu';
import { AddToCart } from './add-to-cart';
import { CartBar } from './cart-bar';

/**
 * Menú / Servicios: categories with their active items and variants, prices in MXN as the server
 * lists them. A menu business's items can be ordered (Agregar, cart, checkout) while it takes
 * orders: closed by its hours or paused by its kitchen, the tab says so and offers no "Agregar";
 * an item "Agotado hoy" stays listed without it.
 */
export function MenuList({ business }: BusinessMenuProps) {
  const orderable = business.business_type === 'menu';
  const { t } = useTranslation(NS);
  const menu = useMenu(business.id);
  if (menu.isPending) return <Spinner />;
  if (menu.isError) {
    return (
      <ErrorState
        title={t('businessMenu.loadError')}
        onRetry={() => menu.refetch()}
        retrying={menu.isFetching}
      />
    );
  }
  const categories = menu.data.categories.filter((category) => category.items.length > 0);
  if (categories.length === 0) {
    return (
      <EmptyState
        title={
          business.business_type === 'services' ? t('businessMenu.emptyServices') : t('businessMenu.empty')
        }
      />
    );
  }
  const { ordering } = menu.data;
  const takesOrders = orderable && ordering.state === 'open';
  return (
    <div className="mf-menu" data-testid="business-menu">
      {orderable && ordering.state !== 'open' ? (
        <p className="mf-menu__notice" role="status" data-testid="menu-not-ordering">
          <strong>{t(ordering.state === 'paused' ? 'businessMenu.paused' : 'businessMenu.closed')}</strong>
          {ordering.paused_until ? (
            <span> {t('businessMenu.pausedUntil', { time: formatTime(ordering.paused_until) })}</span>
          ) : null}
        </p>
      ) : null}
      {categories.map((category) => (
        <section key={category.id} className="mf-menu__section" aria-labelledby={`menu-${category.id}`}>
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
                    <ul className="mf-menu__variants" aria-label={t('businessMenu.variants')}>
                      {item.variants.map((variant) => (
                        <li key={variant.id}>
                          {variant.name}
                          {Number(variant.price_extra) > 0
                            ? ` ${t('businessMenu.variantExtra', { price: formatMoney(variant.price_extra) })}`
                            : null}
                        </li>
                      ))}
                    </ul>
                  ) : null}
                  {orderable && item.sold_out ? (
                    <p className="mf-menu__sold-out" data-testid="menu-sold-out">
                      {t('businessMenu.soldOut')}
                    </p>
                  ) : null}
                  {takesOrders && !item.sold_out ? (
                    <div className="mf-menu__add">
                      <AddToCart business={business} item={item} />
                    </div>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        </section>
      ))}
      {orderable ? <CartBar businessId={business.id} /> : null}
    </div>
  );
}
