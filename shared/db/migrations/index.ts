import type { Migration } from 'kysely/migration';
import * as m20261122T000000Auth from './2026-11-22T00-00-00_auth';
import * as m20261122T010000Foundation from './2026-11-22T01-00-00_foundation';
import * as m20261122T020000Businesses from './2026-11-22T02-00-00_businesses';
import * as m20261122T030000Content from './2026-11-22T03-00-00_content';
import * as m20261122T040000OrderingDrivers from './2026-11-22T04-00-00_ordering_drivers';
import * as m20261122T050000BillingPartners from './2026-11-22T05-00-00_billing_partners';
import * as m20261122T060000RatingLock from './2026-11-22T06-00-00_rating_lock';
import * as m20261123T000000ReauthenticationTokens from './2026-11-23T00-00-00_reauthentication_tokens';
import * as m20261123T010000FeedAggregates from './2026-11-23T01-00-00_feed_aggregates';
import * as m20261123T020000BusinessSearch from './2026-11-23T02-00-00_business_search';
import * as m20261124T000000StoryArchive from './2026-11-24T00-00-00_story_archive';
import * as m20261124T010000ContentWithoutBusiness from './2026-11-24T01-00-00_content_without_business';
import * as m20261124T020000PostThumbnails from './2026-11-24T02-00-00_post_thumbnails';
import * as m20261124T030000ProfileEmailVisibility from './2026-11-24T03-00-00_profile_email_visibility';
import * as m20261124T060000SubscriptionEventOrder from './2026-11-24T06-00-00_subscription_event_order';
import * as m20261124T070000ProfileNotifications from './2026-11-24T07-00-00_profile_notifications';
import * as m20261124T080000OrderCheckout from './2026-11-24T08-00-00_order_checkout';
import * as m20261124T090000SubscriptionCheckoutSession from './2026-11-24T09-00-00_subscription_checkout_session';
import * as m20261124T100000OrdersBusinessStatus from './2026-11-24T10-00-00_orders_business_status';
import * as m20261124T110000MessageClientId from './2026-11-24T11-00-00_message_client_id';
import * as m20261124T120000MessageDigest from './2026-11-24T12-00-00_message_digest';
import * as m20261124T130000MessageThreads from './2026-11-24T13-00-00_message_threads';
import * as m20261124T140000AuditLog from './2026-11-24T14-00-00_audit_log';
import * as m20261124T150000PartnerPerCity from './2026-11-24T15-00-00_partner_per_city';
import * as m20261124T160000RemoteReleases from './2026-11-24T16-00-00_remote_releases';
import * as m20261127T090000PaymentEventRefusal from './2026-11-27T09-00-00_payment_event_refusal';
import * as m20261127T100000DriverInvitations from './2026-11-27T10-00-00_driver_invitations';
import * as m20261127T110000CityCreatedBy from './2026-11-27T11-00-00_city_created_by';
import * as m20261127T130000PeopleNameSearch from './2026-11-27T13-00-00_people_name_search';
import * as m20261128T090000MailDeliveryAndRetention from './2026-11-28T09-00-00_mail_delivery_and_retention';
import * as m20261128T100000EventOutbox from './2026-11-28T10-00-00_event_outbox';
import * as m20261128T110000DirectUploads from './2026-11-28T11-00-00_direct_uploads';
import * as m20261128T120000ContentSearch from './2026-11-28T12-00-00_content_search';
import * as m20261128T130000OrderHistory from './2026-11-28T13-00-00_order_history';
import * as m20261128T160000AddressesAndZones from './2026-11-28T16-00-00_addresses_and_zones';
import * as m20261128T170000OrderHelpReports from './2026-11-28T17-00-00_order_help_reports';
import * as m20261128T180000KitchenPause from './2026-11-28T18-00-00_kitchen_pause';
import * as m20261128T190000CashTendered from './2026-11-28T19-00-00_cash_tendered';
import * as m20261128T200000OrderPayments from './2026-11-28T20-00-00_order_payments';
import * as m20261128T210000TipsAndRatings from './2026-11-28T21-00-00_tips_and_ratings';
import * as m20261128T220000PromotionRules from './2026-11-28T22-00-00_promotion_rules';
import * as m20261128T230000PreparationTime from './2026-11-28T23-00-00_preparation_time';
import * as m20261128T233000SpecialHours from './2026-11-28T23-30-00_special_hours';
import * as m20261129T003000LateTips from './2026-11-29T00-30-00_late_tips';

// Registered statically (no FileMigrationProvider) so the stream also works when bundled. Append
// new migrations at the end with a later ISO-date prefix; never edit or reorder a shipped one.
export const migrations: Record<string, Migration> = {
  '2026-11-22T00-00-00_auth': m20261122T000000Auth,
  '2026-11-22T01-00-00_foundation': m20261122T010000Foundation,
  '2026-11-22T02-00-00_businesses': m20261122T020000Businesses,
  '2026-11-22T03-00-00_content': m20261122T030000Content,
  '2026-11-22T04-00-00_ordering_drivers': m20261122T040000OrderingDrivers,
  '2026-11-22T05-00-00_billing_partners': m20261122T050000BillingPartners,
  '2026-11-22T06-00-00_rating_lock': m20261122T060000RatingLock,
  '2026-11-23T00-00-00_reauthentication_tokens': m20261123T000000ReauthenticationTokens,
  '2026-11-23T01-00-00_feed_aggregates': m20261123T010000FeedAggregates,
  '2026-11-23T02-00-00_business_search': m20261123T020000BusinessSearch,
  '2026-11-24T00-00-00_story_archive': m20261124T000000StoryArchive,
  '2026-11-24T01-00-00_content_without_business': m20261124T010000ContentWithoutBusiness,
  '2026-11-24T02-00-00_post_thumbnails': m20261124T020000PostThumbnails,
  '2026-11-24T03-00-00_profile_email_visibility': m20261124T030000ProfileEmailVisibility,
  '2026-11-24T06-00-00_subscription_event_order': m20261124T060000SubscriptionEventOrder,
  '2026-11-24T07-00-00_profile_notifications': m20261124T070000ProfileNotifications,
  '2026-11-24T08-00-00_order_checkout': m20261124T080000OrderCheckout,
  '2026-11-24T09-00-00_subscription_checkout_session': m20261124T090000SubscriptionCheckoutSession,
  '2026-11-24T10-00-00_orders_business_status': m20261124T100000OrdersBusinessStatus,
  '2026-11-24T11-00-00_message_client_id': m20261124T110000MessageClientId,
  '2026-11-24T12-00-00_message_digest': m20261124T120000MessageDigest,
  '2026-11-24T13-00-00_message_threads': m20261124T130000MessageThreads,
  '2026-11-24T14-00-00_audit_log': m20261124T140000AuditLog,
  '2026-11-24T15-00-00_partner_per_city': m20261124T150000PartnerPerCity,
  '2026-11-24T16-00-00_remote_releases': m20261124T160000RemoteReleases,
  '2026-11-27T09-00-00_payment_event_refusal': m20261127T090000PaymentEventRefusal,
  '2026-11-27T10-00-00_driver_invitations': m20261127T100000DriverInvitations,
  '2026-11-27T11-00-00_city_created_by': m20261127T110000CityCreatedBy,
  '2026-11-27T13-00-00_people_name_search': m20261127T130000PeopleNameSearch,
  '2026-11-28T09-00-00_mail_delivery_and_retention': m20261128T090000MailDeliveryAndRetention,
  '2026-11-28T10-00-00_event_outbox': m20261128T100000EventOutbox,
  '2026-11-28T11-00-00_direct_uploads': m20261128T110000DirectUploads,
  '2026-11-28T12-00-00_content_search': m20261128T120000ContentSearch,
  '2026-11-28T13-00-00_order_history': m20261128T130000OrderHistory,
  '2026-11-28T16-00-00_addresses_and_zones': m20261128T160000AddressesAndZones,
  '2026-11-28T17-00-00_order_help_reports': m20261128T170000OrderHelpReports,
  '2026-11-28T18-00-00_kitchen_pause': m20261128T180000KitchenPause,
  '2026-11-28T19-00-00_cash_tendered': m20261128T190000CashTendered,
  '2026-11-28T20-00-00_order_payments': m20261128T200000OrderPayments,
  '2026-11-28T21-00-00_tips_and_ratings': m20261128T210000TipsAndRatings,
  '2026-11-28T22-00-00_promotion_rules': m20261128T220000PromotionRules,
  '2026-11-28T23-00-00_preparation_time': m20261128T230000PreparationTime,
  '2026-11-28T23-30-00_special_hours': m20261128T233000SpecialHours,
  '2026-11-29T00-30-00_late_tips': m20261129T003000LateTips,
};
