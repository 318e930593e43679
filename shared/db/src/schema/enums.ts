// Value lists of every CHECK-constrained enum column. The migrations spell the same lists in SQL
// (frozen); these constants are for services and contracts (zod enums, filters, labels).

export const USER_TYPES = ['user', 'business'] as const;
export type UserType = (typeof USER_TYPES)[number];

export const WEBSITE_PLATFORMS = ['website', 'facebook', 'instagram', 'airbnb'] as const;
export type WebsitePlatform = (typeof WEBSITE_PLATFORMS)[number];

export const BUSINESS_TYPES = ['menu', 'services'] as const;
export type BusinessType = (typeof BUSINESS_TYPES)[number];

export const PHOTO_TYPES = ['main', 'banner'] as const;
export type PhotoType = (typeof PHOTO_TYPES)[number];

export const STORY_TYPES = ['instant', 'video', 'text'] as const;
export type StoryType = (typeof STORY_TYPES)[number];

/** Stories and posts store 'image' (the spec's "photo/image") or 'video'. */
export const MEDIA_TYPES = ['image', 'video'] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

export const REACTION_TYPES = ['like', 'love', 'visited', 'want_to_go'] as const;
export type ReactionType = (typeof REACTION_TYPES)[number];

export const GLOBAL_MESSAGE_TYPES = ['promotion', 'event', 'announcement'] as const;
export type GlobalMessageType = (typeof GLOBAL_MESSAGE_TYPES)[number];

/** Happy path in order; 'cancelled' is the only exit. */
export const ORDER_STATUSES = [
  'pending',
  'preparing',
  'looking_for_driver',
  'on_the_way',
  'delivered',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const DRIVER_ORDER_STATUSES = ['accepted', 'picked_up', 'delivered', 'cancelled'] as const;
export type DriverOrderStatus = (typeof DRIVER_ORDER_STATUSES)[number];

export const VEHICLE_TYPES = ['moto', 'bici', 'auto', 'pie'] as const;
export type VehicleType = (typeof VEHICLE_TYPES)[number];

export const DRIVER_STATUSES = ['approved', 'suspended'] as const;
export type DriverStatus = (typeof DRIVER_STATUSES)[number];

/** Issue 21: a driver invitation waits ('pending') until the person answers, it lapses or is revoked. */
export const DRIVER_INVITATION_STATUSES = ['pending', 'accepted', 'declined', 'expired', 'revoked'] as const;
export type DriverInvitationStatus = (typeof DRIVER_INVITATION_STATUSES)[number];

export const SUBSCRIPTION_SUBJECTS = ['business', 'personal'] as const;
export type SubscriptionSubject = (typeof SUBSCRIPTION_SUBJECTS)[number];

/** Stripe's subscription statuses; the local provider uses the same words. */
export const SUBSCRIPTION_STATUSES = [
  'incomplete',
  'incomplete_expired',
  'trialing',
  'active',
  'past_due',
  'canceled',
  'unpaid',
  'paused',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** Why an authentic payment event was recorded but not written (payment_events.refusal). */
export const PAYMENT_EVENT_REFUSALS = ['business_not_owned', 'unknown_plan'] as const;
export type PaymentEventRefusal = (typeof PAYMENT_EVENT_REFUSALS)[number];

export const PARTNER_APPLICATION_STATUSES = ['pending', 'approved', 'waitlisted', 'rejected'] as const;
export type PartnerApplicationStatus = (typeof PARTNER_APPLICATION_STATUSES)[number];

export const ONE_TIME_TOKEN_TYPES = ['recovery', 'confirmation', 'reauthentication'] as const;
export type OneTimeTokenType = (typeof ONE_TIME_TOKEN_TYPES)[number];
