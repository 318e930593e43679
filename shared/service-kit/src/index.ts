export type { ZodTypeProvider } from 'fastify-type-provider-zod';
export {
  APP_REDIS_COMMAND_TIMEOUT_MS,
  createAppRedis,
  redisIsReady,
  subscriberBeside,
  waitForRedis,
} from './app-redis';
export {
  type AuthUser,
  accessTokenIssuer,
  type TokenExpectations,
  type TokenVerifier,
  verifierFromJwks,
} from './auth';
export {
  type CallerStanding,
  canManageCity,
  findProvenEmail,
  isAdminProfile,
  loadCallerStanding,
  ownsBusiness,
  requireAdmin,
  requireOwner,
  requireUser,
  requireUserWith,
  standingManagesCity,
} from './caller-checks';
export { loadConfig, type ServiceConfig } from './config';
export {
  type CreateServiceAppOptions,
  createServiceApp,
  drainConnections,
  startServices,
} from './create-app';
export {
  type ContextPlugin,
  type ContextPlugins,
  type ContextWith,
  defineService,
  type ServiceContext,
  type ServiceDefinition,
} from './define-service';
export { AppError, errors, type FieldIssue, fieldIssues } from './errors';
export { escapeHtml } from './html';
export { resolveSecret } from './kept-secret';
export {
  decodeCursorKeys,
  decodeTimeCursor,
  encodeCursorKeys,
  encodeTimeCursor,
  isCursorInstant,
  isCursorUuid,
  nextTimeCursor,
  type TimeCursor,
} from './keyset-cursor';
export {
  loadMailConfig,
  type MailConfig,
  type MailDelivery,
  mailDelivery,
  mailFromAddress,
} from './mail-config';
export {
  createMailDrop,
  createMailHandoff,
  type MailDrop,
  mailDirFromEnv,
  type QueuedMail,
} from './mail-drop';
export { mailName } from './mail-name';
export {
  acceptMultipart,
  type IncomingFile,
  type MultipartLimits,
  readMultipart,
  readMultipartForm,
  type UploadedFile,
} from './multipart';
export {
  loadObjectStorageConfig,
  type ObjectStorageConfig,
  type S3Config,
} from './object-storage-config';
export {
  LOCAL_PAYMENTS_SECRET_FILE,
  localPaymentsWebhookSecret,
  paymentsSweepSecret,
  requireStripeSecrets,
} from './payments-secrets';
export {
  type RevokeOptions,
  revokedSessionKey,
  revokeSessions,
  type SessionRevokedMessage,
  sessionHasEnded,
  sessionRevokedChannel,
} from './revocation';
export {
  admins,
  anyone,
  businessOwners,
  type Guard,
  type RequestCheck,
  type RouteFolder,
  registerRouteFolders,
  routeFolder,
  signedIn,
} from './route-folder';
