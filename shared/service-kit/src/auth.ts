import { parseRole, type Role } from '@cerca/contracts';
import { createRemoteJWKSet, type JWTVerifyGetKey, jwtVerify } from 'jose';

/** Who is calling, as the auth service's access token says. */
export interface AuthUser {
  id: string;
  email: string | null;
  role: Role;
  managedCityId: string | null;
  sessionId: string | null;
}

export type TokenVerifier = (token: string) => Promise<AuthUser>;

export const ACCESS_TOKEN_AUDIENCE = 'authenticated';

/** Verifies access tokens with the auth service's public keys (ES256/RS256 from its JWKS). */
export function verifierFromJwks(jwks: JWTVerifyGetKey | string, issuer?: string): TokenVerifier {
  const getKey =
    typeof jwks === 'string' ? createRemoteJWKSet(new URL(jwks), { cooldownDuration: 5_000 }) : jwks;
  return async (token) => {
    const { payload } = await jwtVerify(token, getKey, {
      audience: ACCESS_TOKEN_AUDIENCE,
      algorithms: ['ES256', 'RS256'],
      ...(issuer ? { issuer } : {}),
    });
    const appMetadata = (payload.app_metadata ?? {}) as { role?: unknown; managed_city_id?: unknown };
    const role = parseRole(appMetadata.role);
    if (typeof payload.sub !== 'string') throw new Error('token without subject');
    return {
      id: payload.sub,
      email: typeof payload.email === 'string' ? payload.email : null,
      role,
      managedCityId: typeof appMetadata.managed_city_id === 'string' ? appMetadata.managed_city_id : null,
      sessionId: typeof payload.session_id === 'string' ? payload.session_id : null,
    };
  };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The verified caller, or null for visitors. Set for every request by the service kit. */
    user: AuthUser | null;
  }
}
