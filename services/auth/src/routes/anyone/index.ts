import { anyone, routeFolder } from '@cerca/service-kit';
import type { AuthContext } from '../../auth-context';
import { getDevOutboxRoute } from './get-dev-outbox';
import { getJwksRoute } from './get-jwks';
import { getReauthenticateRoute } from './get-reauthenticate';
import { getSettingsRoute } from './get-settings';
import { getUserRoute } from './get-user';
import { getVerifyRoute } from './get-verify';
import { postLogoutRoute } from './post-logout';
import { postRecoverRoute } from './post-recover';
import { postSignupRoute } from './post-signup';
import { postTokenRoute } from './post-token';
import { postVerifyRoute } from './post-verify';
import { putUserRoute } from './put-user';

/**
 * GoTrue's own routes. Those about the signed-in user check the token themselves (authenticate.ts),
 * because GoTrue answers a missing or bad one in its own shape, not the kit's.
 */
export const anyoneRoutes = routeFolder<AuthContext>({
  guard: anyone,
  async routes(app, context) {
    await postSignupRoute(app, context);
    await postTokenRoute(app, context);
    await getUserRoute(app, context);
    await putUserRoute(app, context);
    await getReauthenticateRoute(app, context);
    await postLogoutRoute(app, context);
    await postRecoverRoute(app, context);
    await getVerifyRoute(app, context);
    await postVerifyRoute(app, context);
    await getJwksRoute(app, context);
    await getSettingsRoute(app, context);
    if (context.config.env !== 'production' && context.settings.devOutbox)
      await getDevOutboxRoute(app, context);
  },
});
