export {
  AUTH_MAIL_QUEUE,
  type AuthMailJob,
  type AuthMailKind,
  type AuthMailProducer,
  createAuthMailProducer,
} from './auth-mail';
export { catalogueChannel, publishCatalogueChanged } from './catalogue-events';
export {
  driverInvitationExpiryJobId,
  driverInvitationMailJobId,
  enqueueDriverInvitation,
} from './driver-invitations';
export { closeDriverZone, type DriverZoneClosedMessage, driverZoneClosedChannel } from './driver-zone';
export {
  type DriverInvitationJob,
  type ImageThumbnailJob,
  type IsoInstant,
  type JobData,
  type JobName,
  type JobPayload,
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
  dropPublicCaches,
  findCityPublicCacheKeys,
  publicCacheChannel,
  publicCacheKeys,
} from './public-cache';
export { type CreateQueuesOptions, createQueues, type Queues, type TypedQueue } from './queues';
export {
  createRealtimeEmitter,
  type NotificationEvent,
  presenceKey,
  REALTIME_EVENTS,
  type RealtimeEmitter,
  realtimeKey,
  rooms,
} from './realtime';
