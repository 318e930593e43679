import { parseRole, type Role } from '@cerca/contracts';
import { createRemoteJWKSet, type JWTVerifyGetKey, jwtVerify } from 'jose';

/** Who is calling, as the auth service's access token says. */
export interface AuthUser {
  id: string;
  email: string | null;
  role: Role;
  managedCityId: string | null;
  sessionId: string | null;
  /** When the token stops being valid (ms since the epoch), when it says; lets it be cached. */
  expiresAt?: number;
}

/** What the app expects of a token beyond the signature; it wins over the verifier's defaults. */
export interface TokenExpectations {
  issuer?: string;
}

export type TokenVerifier = (token: string, expected?: TokenExpectations) => Promise<AuthUser>;

export const ACCESS_TOKEN_AUDIENCE = 'authenticated';

/**
 * The `iss` of this deployment's access tokens: the auth service signs with it and every service
 * expects it, both from config.publicUrl (one value for all services, see deploy/k8s).
 */
export function accessTokenIssuer(publicUrl: string): string {
  return `${publicUrl}/auth/v1`;
}

/**
 * Verifies access tokens with the auth service's public keys (ES256/RS256 from its JWKS).
 * `issuer` is the default expectation; the app passes its own on each call (createServiceApp
 * does), so a verifier built without one (the auth key store's) still checks it.
 */
export function verifierFromJwks(jwks: JWTVerifyGetKey | string, issuer?: string): TokenVerifier {
  const getKey =
    typeof jwks === 'string' ? createRemoteJWKSet(new URL(jwks), { cooldownDuration: 5_000 }) : jwks;
  return async (token, expected) => {
    const expectedIssuer = expected?.issuer ?? issuer;
    const { payload } = await jwtVerify(token, getKey, {
      audience: ACCESS_TOKEN_AUDIENCE,
      algorithms: ['ES256', 'RS256'],
      ...(expectedIssuer ? { issuer: expectedIssuer } : {}),
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
      ...(typeof payload.exp === 'number' ? { expiresAt: payload.exp * 1000 } : {}),
    };
  };
}

export interface VerifiedTokenCacheOptions {
  /** How many tokens are kept; the oldest goes first. */
  maxEntries?: number;
  now?: () => number;
}

/**
 * Remembers the tokens `verify` accepted, until they expire, so a person's next requests skip the
 * signature check (an ES256 verification costs more than the rest of a cheap signed-in read).
 * Only successes are kept, with the issuer they were expected to have; a kept token is dropped at
 * its `exp` like jose would refuse it then. Nothing else changes: a token's claims cannot change
 * without a new signature, and ended sessions are still checked on every request (revocation.ts).
 */
export function cacheVerifiedTokens(
  verify: TokenVerifier,
  { maxEntries = 5_000, now = Date.now }: VerifiedTokenCacheOptions = {},
): TokenVerifier {
  // Keyed by the token alone (joining the issuer to it would copy every token on every request);
  // the issuer it was accepted for is kept beside it and must match.
  const verified = new Map<string, { user: AuthUser & { expiresAt: number }; issuer: string }>();
  return async (token, expected) => {
    const issuer = expected?.issuer ?? '';
    const kept = verified.get(token);
    if (kept && kept.issuer === issuer) {
      if (now() < kept.user.expiresAt) return kept.user;
      verified.delete(token);
    }
    const user = await verify(token, expected);
    if (user.expiresAt !== undefined && now() < user.expiresAt) {
      verified.delete(token);
      // A Map iterates in insertion order: its first key is the oldest entry.
      if (verified.size >= maxEntries) verified.delete(verified.keys().next().value as string);
      verified.set(token, { user: user as AuthUser & { expiresAt: number }, issuer });
    }
    return user;
  };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The verified caller, or null for visitors. Set for every request by the service kit. */
    user: AuthUser | null;
  }
}
