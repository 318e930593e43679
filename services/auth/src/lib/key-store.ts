import type { Db, JsonObject } from '@cerca/db';
import { type TokenVerifier, verifierFromJwks } from '@cerca/service-kit';
import {
  type CryptoKey,
  calculateJwkThumbprint,
  createLocalJWKSet,
  exportJWK,
  generateKeyPair,
  importJWK,
  type JWK,
  type JWTPayload,
  type JWTVerifyGetKey,
  errors as joseErrors,
  jwtVerify,
  SignJWT,
} from 'jose';
import {
  hasActiveSigningKey,
  insertSigningKey,
  listSigningKeys,
  lockSigningKeyCreation,
} from '../repositories/signing-keys';

const SIGNING_ALG = 'ES256';
const ACCESS_TOKEN_AUDIENCE = 'authenticated';
/** An unknown kid reloads keys from the database at most this often (another instance rotated). */
const RELOAD_COOLDOWN_MS = 10_000;

export interface Jwks {
  keys: JWK[];
}

export interface AuthKeyStore {
  /** Creates the signing key on first start (safe when several instances start at once). */
  ready(): Promise<void>;
  /** The public keys, as served at /auth/v1/.well-known/jwks.json. */
  getJwks(): Promise<Jwks>;
  /** The service kit's verifier (pass to createServiceApp({ verifyToken })): no HTTP round trip. */
  verifyToken: TokenVerifier;
  /** Verifies an access token issued by `issuer` (accessTokenIssuer) and returns all its claims. */
  verifyClaims(token: string, issuer: string): Promise<JWTPayload>;
  /** Signs an access token with the active key. */
  sign(claims: JWTPayload, expiresAtSeconds: number): Promise<string>;
}

interface LoadedKeys {
  kid: string;
  privateKey: CryptoKey;
  jwks: Jwks;
  getKey: JWTVerifyGetKey;
}

/**
 * The auth service's ES256 key pairs, kept in auth.signing_keys. The first instance to start
 * generates one under an advisory lock; every instance then signs with the newest active key and
 * serves all stored public keys (so tokens signed by a retired key still verify until removed).
 */
export function createAuthKeyStore(db: Db): AuthKeyStore {
  let loading: Promise<LoadedKeys> | null = null;
  let lastLoad = 0;

  const load = (): Promise<LoadedKeys> => {
    if (!loading) {
      lastLoad = Date.now();
      loading = loadOrCreateKeys(db).catch((error: unknown) => {
        loading = null;
        throw error;
      });
    }
    return loading;
  };

  // jose's local key set, reloaded once when a token names a kid we have not seen yet.
  const getKey: JWTVerifyGetKey = async (header, token) => {
    const keys = await load();
    try {
      return await keys.getKey(header, token);
    } catch (error) {
      if (!(error instanceof joseErrors.JWKSNoMatchingKey) || Date.now() - lastLoad < RELOAD_COOLDOWN_MS)
        throw error;
      loading = null;
      return (await load()).getKey(header, token);
    }
  };

  return {
    async ready() {
      await load();
    },
    async getJwks() {
      return (await load()).jwks;
    },
    verifyToken: verifierFromJwks(getKey),
    async verifyClaims(token, issuer) {
      const { payload } = await jwtVerify(token, getKey, {
        audience: ACCESS_TOKEN_AUDIENCE,
        issuer,
        algorithms: [SIGNING_ALG],
      });
      return payload;
    },
    async sign(claims, expiresAtSeconds) {
      const { kid, privateKey } = await load();
      return new SignJWT(claims)
        .setProtectedHeader({ alg: SIGNING_ALG, kid, typ: 'JWT' })
        .setIssuedAt()
        .setExpirationTime(expiresAtSeconds)
        .sign(privateKey);
    },
  };
}

async function loadOrCreateKeys(db: Db): Promise<LoadedKeys> {
  let rows = await listSigningKeys(db, SIGNING_ALG);
  if (!rows.some((row) => row.active)) {
    await db.transaction().execute(async (trx) => {
      await lockSigningKeyCreation(trx);
      if (await hasActiveSigningKey(trx)) return; // another instance won the race
      await insertSigningKey(trx, await generateSigningKey());
    });
    rows = await listSigningKeys(db, SIGNING_ALG);
  }
  const signing = rows.find((row) => row.active);
  if (!signing) throw new Error('no active signing key in auth.signing_keys');
  const privateKey = (await importJWK(signing.private_jwk as JWK, SIGNING_ALG)) as CryptoKey;
  const jwks: Jwks = { keys: rows.map((row) => row.public_jwk as JWK) };
  return { kid: signing.kid, privateKey, jwks, getKey: createLocalJWKSet(jwks) };
}

async function generateSigningKey() {
  const { privateKey, publicKey } = await generateKeyPair(SIGNING_ALG, { extractable: true });
  const publicJwk = await exportJWK(publicKey);
  const kid = await calculateJwkThumbprint(publicJwk);
  const privateJwk = await exportJWK(privateKey);
  return {
    kid,
    alg: SIGNING_ALG,
    private_jwk: { ...privateJwk, kid, alg: SIGNING_ALG } as JsonObject,
    public_jwk: { ...publicJwk, kid, alg: SIGNING_ALG, use: 'sig', key_ops: ['verify'] } as JsonObject,
    active: true,
  };
}
