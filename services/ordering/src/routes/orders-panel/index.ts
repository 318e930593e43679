import { routeFolder } from '@cerca/service-kit';
import type { OrderingContext } from '../../context';
import { panelOwners } from '../../orders-panel-guard';
import { getOrdersSummaryRoute } from './get-orders-summary';
import { listBusinessOrdersRoute } from './list-business-orders';
import { listCityDriversRoute } from './list-city-drivers';
import { listHelpReportsRoute } from './list-help-reports';
import { resolveHelpReportRoute } from './resolve-help-report';

/**
 * The orders panel (issues 10 and 11) under /businesses/:id: the business's owner only
 * (panelOwners); its routes read the business the guard found with panelBusinessOf.
 */
export const ordersPanelRoutes = routeFolder<OrderingContext>({
  guard: panelOwners,
  async routes(app, context) {
    await listBusinessOrdersRoute(app, context);
    await getOrdersSummaryRoute(app, context);
    // The driver picker of an order (issue 11)
    await listCityDriversRoute(app, context);
    // "Ayuda con mi pedido" (issue 25): the customers' reports, and resolving one
    await listHelpReportsRoute(app, context);
    await resolveHelpReportRoute(app, context);
  },
});
