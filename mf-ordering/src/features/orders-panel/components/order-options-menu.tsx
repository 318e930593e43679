import type { PanelOrder } from '@cerca/contracts/orders-panel';
import { useTranslation } from '@cerca/i18n';
import { toast, useMenuButton } from '@cerca/ui';
import { NS } from '../../../lib/i18n';
import { mapSearchUrl } from '../lib/order-options';
import { shortOrderId } from '../lib/orders-panel';
import './order-options-menu.css';

/**
 * The '⋯' button of an order card: copy the order number, call the customer, see the delivery
 * address on a map. A keyboard menu button (useMenuButton); no action changes the order.
 */
export function OrderOptionsMenu({ order }: { order: PanelOrder }) {
  const { t } = useTranslation(NS);
  const menu = useMenuButton();
  const number = shortOrderId(order.id);
  const phone = order.customer?.phone;

  const copyNumber = async () => {
    menu.close(true);
    try {
      await navigator.clipboard.writeText(number);
      toast.success(t('ordersPanel.orders.options.copied'));
    } catch {
      toast.error(t('ordersPanel.orders.options.copyError'));
    }
  };

  return (
    <div className="mf-order-options" ref={menu.rootRef}>
      <button
        type="button"
        className="mf-order-options__button"
        aria-label={t('ordersPanel.orders.options.open', { id: number })}
        data-testid="order-options"
        {...menu.buttonProps}
      >
        <span aria-hidden="true">⋯</span>
      </button>
      {menu.open ? (
        <div
          role="menu"
          aria-label={t('ordersPanel.orders.options.label', { id: number })}
          className="mf-order-options__menu"
          data-testid="order-options-menu"
          {...menu.menuProps}
        >
          <button type="button" role="menuitem" tabIndex={-1} onClick={copyNumber}>
            {t('ordersPanel.orders.options.copyNumber')}
          </button>
          {phone ? (
            <a role="menuitem" tabIndex={-1} href={`tel:${phone}`} onClick={() => menu.close()}>
              {t('ordersPanel.orders.options.call')}
            </a>
          ) : null}
          <a
            role="menuitem"
            tabIndex={-1}
            href={mapSearchUrl(order.delivery_address)}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => menu.close()}
          >
            {t('ordersPanel.orders.options.map')}
          </a>
        </div>
      ) : null}
    </div>
  );
}
