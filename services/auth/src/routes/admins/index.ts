import { routeFolder } from '@cerca/service-kit';
import type { AuthContext } from '../../auth-context';
import { requireGoTrueAdmin } from '../../lib/authenticate';
import { createAdminUserRoute } from './create-admin-user';
import { deleteAdminUserRoute } from './delete-admin-user';
import { getAdminUserRoute } from './get-admin-user';
import { listAdminUsersRoute } from './list-admin-users';
import { updateAdminUserRoute } from './update-admin-user';

/**
 * GoTrue's admin API (/admin/users): admins only, refused in GoTrue's shape (requireGoTrueAdmin),
 * which is why the kit's `admins` guard is not used here.
 */
export const adminRoutes = routeFolder<AuthContext>({
  guard: (context) => ({ preHandler: requireGoTrueAdmin(context), needsToken: true }),
  async routes(app, context) {
    await listAdminUsersRoute(app, context);
    await createAdminUserRoute(app, context);
    await getAdminUserRoute(app, context);
    await updateAdminUserRoute(app, context);
    await deleteAdminUserRoute(app, context);
  },
});
