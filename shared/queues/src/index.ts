export { AUTH_MAIL_QUEUE, type AuthMailJob } from './auth-mail';
export { catalogueChannel, publishCatalogueChanged } from './catalogue-events';
export {
  driverInvitationExpiryJobId,
  driverInvitationMailJobId,
  enqueueDriverInvitation,
} from './driver-invitations';
export { closeDriverZone, type DriverZoneClosedMessage, driverZoneClosedChannel } from './driver-zone';
export { enqueueMail, MAIL_SWEEP_EVERY_MS, mailJobId } from './mail';
export {
  type DriverInvitationJob,
  type ImageThumbnailJob,
  type IsoInstant,
  type JobData,
  type JobName,
  type JobPayload,
  type MailJob,
  type MessageDigestJob,
  type NotificationJob,
  type OrderEventJob,
  type PromotionExpiryJob,
  QUEUE_NAMES,
  type QueueJobs,
  type QueueName,
  type RouteWindowJob,
  type StoryExpiryJob,
  SWEEP_EVERY_MS,
  type SweepJob,
  type ThumbnailTarget,
} from './names';
export { bullPrefix, DEFAULT_JOB_OPTIONS, jobIdFor } from './options';
export { type AnnouncedOrder, createOrderAnnouncer, type OrderAnnouncer } from './order-announcer';
export {
  OUTBOX_CHANNEL,
  OUTBOX_TOPICS,
  type OutboxEvent,
  type OutboxEventInput,
  type OutboxTopic,
  type OutboxTopics,
  outboxEvent,
  outboxValues,
  recordEvent,
  recordEvents,
} from './outbox';
export { type OutboxBatchResult, relayOutboxBatch, reopenRecentlyPublished } from './outbox-batch';
export {
  closeOutboxPublishing,
  OutboxPoisonError,
  type OutboxTarget,
  outboxJobId,
  publishOutboxEvent,
} from './outbox-publish';
export {
  cancelMessageDigest,
  cancelStoryExpiry,
  enqueueNotification,
  enqueueOrderEvent,
  enqueueThumbnail,
  MESSAGE_DIGEST_DELAY_MS,
  messageDigestJobId,
  orderEventJobId,
  promotionExpiryJobId,
  routeWindowJobId,
  scheduleAt,
  scheduleMessageDigest,
  schedulePromotionExpiry,
  scheduleRouteWindow,
  scheduleStoryExpiry,
  storyExpiryJobId,
} from './producers';
export {
  type CityDropMessage,
  type CityShared,
  cityCacheVersionKey,
  dropCityPublicCaches,
  dropPublicCaches,
  publicCacheChannel,
  publicCacheKeys,
  readCityShared,
  writeCityShared,
} from './public-cache';
export {
  type QueueRedisPolicy,
  queueRedisWarnings,
  readQueueRedisPolicy,
  warnAboutQueueRedis,
} from './queue-redis-check';
export { type CreateQueuesOptions, createQueues, type Queues, type TypedQueue } from './queues';
export { queuesPlugin } from './queues-plugin';
export {
  createRealtimeEmitter,
  isUserPresent,
  type NotificationEvent,
  PRESENCE_HEARTBEAT_MS,
  PRESENCE_TTL_MS,
  presenceKey,
  REALTIME_EVENTS,
  type RealtimeEmitter,
  realtimeKey,
  rooms,
} from './realtime';
