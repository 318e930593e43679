import type { ServiceConfig } from '@cerca/service-kit';
import type { FastifyRequest } from 'fastify';
import type { AuthKeyStore } from './keys';
import type { EmailLimiter } from './rate-limit';
import type { Redis } from './runtime-types';
import type { SessionClient } from './sessions';
import type { AuthSettings } from './settings';
import type { TokenIssuerOptions } from './tokens';
import type { Db } from './users';

/** Everything the auth routes share inside one app. */
export interface AuthRuntime {
  db: Db;
  redis: Redis;
  config: ServiceConfig;
  settings: AuthSettings;
  keys: AuthKeyStore;
  tokens: TokenIssuerOptions;
  limitEmail: EmailLimiter;
}

export function sessionClient(request: FastifyRequest): SessionClient {
  const userAgent = request.headers['user-agent'];
  return { ip: request.ip ?? null, userAgent: typeof userAgent === 'string' ? userAgent : null };
}
