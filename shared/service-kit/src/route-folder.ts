import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { requireAdmin, requireOwner, requireUser } from './caller-checks';
import type { ServiceContext } from './define-service';

/** A check on the caller that throws to refuse (errors.unauthorized, errors.forbidden…). */
export type RequestCheck = (request: FastifyRequest) => Promise<void>;

/**
 * Who may call the routes of a folder, checked once for the whole folder: route files never
 * name a guard. A route gives only its own words for the refusals where the spec words them
 * (`config: { refusals: { unauthorized: messages.signInToComment } }`).
 */
export interface Guard {
  /** Before the body is read: who the caller is (visitors 401, admins only…). */
  onRequest?: RequestCheck;
  /** Once params and body are validated: the caller's right to what the params name (a business, a city). */
  preHandler?: RequestCheck;
  /**
   * Whether the folder's routes need an access token: then each route's OpenAPI `security` must be
   * `[{ bearerAuth: [] }]`, otherwise it must declare none. A route that says otherwise fails the start.
   */
  needsToken: boolean;
}

/** Routes anyone may call, visitors included (a route may still read request.user when present). */
export const anyone: Guard = { needsToken: false };

/** Routes for signed-in people: visitors get 401. */
export const signedIn: Guard = { onRequest: requireUser, needsToken: true };

/** Routes for admins only: visitors get 401, everyone else 403 (`message`, or the route's refusals.forbidden). */
export function admins(context: Pick<ServiceContext, 'db' | 'config'>, message?: string): Guard {
  return { onRequest: requireAdmin(context, message), needsToken: true };
}

/** Routes about one business (its id from `businessIdOf`): its owner and admins; everyone else 403. */
export function businessOwners(
  context: Pick<ServiceContext, 'db' | 'config'>,
  businessIdOf: (request: FastifyRequest) => string,
  message?: string,
): Guard {
  return {
    onRequest: requireUser,
    preHandler: requireOwner(context, businessIdOf, message),
    needsToken: true,
  };
}

/** A folder of routes: its one guard and the routes it registers. Copy services/partner/src/routes/city-managers/index.ts. */
export interface RouteFolder<C> {
  /** The guard, or how to make it from the service's context. */
  guard: Guard | ((context: C) => Guard);
  routes(app: FastifyInstance, context: C): Promise<void>;
}

export function routeFolder<C>(folder: RouteFolder<C>): RouteFolder<C> {
  return folder;
}

const BEARER = JSON.stringify([{ bearerAuth: [] }]);

function assertSecurityMatches(route: RouteOptions, guard: Guard): void {
  const schema = route.schema as { security?: unknown; hide?: boolean } | undefined;
  if (schema?.hide) return;
  const declared = schema?.security === undefined ? undefined : JSON.stringify(schema.security);
  const wanted = guard.needsToken ? BEARER : undefined;
  if (declared !== wanted) {
    throw new Error(
      `${route.method} ${route.url}: its folder's guard ${guard.needsToken ? 'needs a token, so the route declares' : 'lets visitors in, so the route declares no'} security ${guard.needsToken ? BEARER : ''}`.trim(),
    );
  }
}

/**
 * Registers each folder in an encapsulated child context with its guard's hooks: the guard covers
 * every route the folder registers, and nothing else (not another folder, nor the kit's probes
 * and docs). Call it once from the service's `routes`.
 */
export async function registerRouteFolders<C>(
  app: FastifyInstance,
  context: C,
  folders: ReadonlyArray<RouteFolder<C>>,
): Promise<void> {
  for (const folder of folders) {
    await app.register(async (scope) => {
      const guard = typeof folder.guard === 'function' ? folder.guard(context) : folder.guard;
      scope.addHook('onRoute', (route) => assertSecurityMatches(route, guard));
      if (guard.onRequest) scope.addHook('onRequest', guard.onRequest);
      if (guard.preHandler) scope.addHook('preHandler', guard.preHandler);
      await folder.routes(scope, context);
    });
  }
}
