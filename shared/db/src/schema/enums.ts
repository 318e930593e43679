// Value lists of the CHECK-constrained enum columns. Every list the API speaks comes from
// @cerca/contracts, its one definition; the frozen migrations spell the same lists in SQL, and
// shared/db/test/value-lists.test.ts checks each CHECK constraint against these. Only the lists no
// contract carries (the server's own bookkeeping) are written here.
import { USER_TYPES } from '@cerca/contracts';
import { ADDRESS_LABELS } from '@cerca/contracts/addresses';
import { BUSINESS_TYPES, PHOTO_TYPES, WEBSITE_PLATFORMS } from '@cerca/contracts/business';
import { GLOBAL_MESSAGE_TYPES } from '@cerca/contracts/business-page';
import { DRIVER_ORDER_STATUSES } from '@cerca/contracts/deliveries';
import { DRIVER_STATUSES, VEHICLE_TYPES } from '@cerca/contracts/driver-me';
import { REACTION_TYPES, STORY_TYPES } from '@cerca/contracts/feed';
import { MEDIA_TYPES } from '@cerca/contracts/media';
import { ORDER_HELP_REASONS, ORDER_HELP_STATUSES } from '@cerca/contracts/order-help';
import {
  ORDER_CANCEL_REASONS,
  ORDER_CANCELLERS,
  ORDER_CHANGE_ACTORS,
  ORDER_STATUSES,
} from '@cerca/contracts/orders';
import { MY_APPLICATION_STATUSES } from '@cerca/contracts/partner-wizard';
import { PROMOTION_RULE_KINDS } from '@cerca/contracts/promotion-rules';
import { SUBSCRIPTION_STATUSES, SUBSCRIPTION_SUBJECTS } from '@cerca/contracts/subscriptions';

export {
  ADDRESS_LABELS,
  BUSINESS_TYPES,
  DRIVER_ORDER_STATUSES,
  DRIVER_STATUSES,
  GLOBAL_MESSAGE_TYPES,
  MEDIA_TYPES,
  ORDER_CANCEL_REASONS,
  ORDER_CANCELLERS,
  ORDER_CHANGE_ACTORS,
  ORDER_HELP_REASONS,
  ORDER_HELP_STATUSES,
  ORDER_STATUSES,
  PHOTO_TYPES,
  PROMOTION_RULE_KINDS,
  REACTION_TYPES,
  STORY_TYPES,
  SUBSCRIPTION_STATUSES,
  SUBSCRIPTION_SUBJECTS,
  USER_TYPES,
  VEHICLE_TYPES,
  WEBSITE_PLATFORMS,
};
/** Every state of a become-partner application (the applicant sees them all). */
export const PARTNER_APPLICATION_STATUSES = MY_APPLICATION_STATUSES;

export type UserType = (typeof USER_TYPES)[number];
export type WebsitePlatform = (typeof WEBSITE_PLATFORMS)[number];
export type BusinessType = (typeof BUSINESS_TYPES)[number];
export type PhotoType = (typeof PHOTO_TYPES)[number];
export type StoryType = (typeof STORY_TYPES)[number];
export type MediaType = (typeof MEDIA_TYPES)[number];
export type ReactionType = (typeof REACTION_TYPES)[number];
export type GlobalMessageType = (typeof GLOBAL_MESSAGE_TYPES)[number];
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export type OrderCancelReason = (typeof ORDER_CANCEL_REASONS)[number];
export type OrderCanceller = (typeof ORDER_CANCELLERS)[number];
export type PromotionRuleKind = (typeof PROMOTION_RULE_KINDS)[number];
export type AddressLabel = (typeof ADDRESS_LABELS)[number];
export type OrderChangeActor = (typeof ORDER_CHANGE_ACTORS)[number];
export type OrderHelpReason = (typeof ORDER_HELP_REASONS)[number];
export type OrderHelpStatus = (typeof ORDER_HELP_STATUSES)[number];
export type DriverOrderStatus = (typeof DRIVER_ORDER_STATUSES)[number];
export type VehicleType = (typeof VEHICLE_TYPES)[number];
export type DriverStatus = (typeof DRIVER_STATUSES)[number];
export type SubscriptionSubject = (typeof SUBSCRIPTION_SUBJECTS)[number];
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
export type PartnerApplicationStatus = (typeof PARTNER_APPLICATION_STATUSES)[number];

/** Issue 21: a driver invitation waits ('pending') until the person answers, it lapses or is revoked. */
export const DRIVER_INVITATION_STATUSES = ['pending', 'accepted', 'declined', 'expired', 'revoked'] as const;
export type DriverInvitationStatus = (typeof DRIVER_INVITATION_STATUSES)[number];

/** Why an authentic payment event was recorded but not written (payment_events.refusal). */
export const PAYMENT_EVENT_REFUSALS = ['business_not_owned', 'unknown_plan'] as const;
export type PaymentEventRefusal = (typeof PAYMENT_EVENT_REFUSALS)[number];

export const ONE_TIME_TOKEN_TYPES = ['recovery', 'confirmation', 'reauthentication'] as const;
export type OneTimeTokenType = (typeof ONE_TIME_TOKEN_TYPES)[number];
