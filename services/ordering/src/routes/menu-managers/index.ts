import { requireUser, routeFolder } from '@cerca/service-kit';
import type { OrderingContext } from '../../context';
import { requireMenuManager } from '../../menu-manager-rules';
import { createMenuCategoryRoute } from './create-menu-category';
import { createMenuItemRoute } from './create-menu-item';
import { deleteMenuCategoryRoute } from './delete-menu-category';
import { deleteMenuItemRoute } from './delete-menu-item';
import { getManagedMenuRoute } from './get-managed-menu';
import { ordersPauseRoutes } from './orders-pause';
import { preparationTimeRoutes } from './preparation-time';
import { promotionRulesRoutes } from './promotion-rules';
import { renameMenuCategoryRoute } from './rename-menu-category';
import { reorderMenuCategoriesRoute } from './reorder-menu-categories';
import { setDeliveryFeeRoute } from './set-delivery-fee';
import { setDeliveryZoneRoute } from './set-delivery-zone';
import { setMenuItemActiveRoute } from './set-menu-item-active';
import { setMenuItemSoldOutRoute } from './set-menu-item-sold-out';

import { updateMenuItemRoute } from './update-menu-item';

/**
 * The menu and services manager (issue 10), every route under /businesses/:id: its owner and
 * admins (requireMenuManager); anyone else 403, visitors 401.
 */
export const menuManagerRoutes = routeFolder<OrderingContext>({
  guard: (context) => ({ onRequest: requireUser, preHandler: requireMenuManager(context), needsToken: true }),
  async routes(app, context) {
    await setDeliveryFeeRoute(app, context);
    await setDeliveryZoneRoute(app, context);
    await getManagedMenuRoute(app, context);
    await createMenuCategoryRoute(app, context);
    await renameMenuCategoryRoute(app, context);
    await reorderMenuCategoriesRoute(app, context);
    await deleteMenuCategoryRoute(app, context);
    await createMenuItemRoute(app, context);
    await updateMenuItemRoute(app, context);
    await setMenuItemActiveRoute(app, context);
    // Issue 25: a kitchen that can say it is busy
    await setMenuItemSoldOutRoute(app, context);
    await ordersPauseRoutes(app, context);
    await preparationTimeRoutes(app, context);
    // Issue 25: promotions that apply themselves
    await promotionRulesRoutes(app, context);
    await deleteMenuItemRoute(app, context);
  },
});
