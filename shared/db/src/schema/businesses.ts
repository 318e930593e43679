import { SCHEDULE_WEEKDAYS as WEEKDAYS } from '@cerca/contracts/business';
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Generated, Jsonb, Numeric, OptionalTimestamp, Timestamp } from './columns';
import type { BusinessType, PhotoType, WebsitePlatform } from './enums';

export type Weekday = (typeof WEEKDAYS)[number];

/**
 * 'HH:MM' opening and closing time for each weekday, e.g. { monday_start: '09:00', monday_end: '21:00', … };
 * both '' on a closed day; an optional second shift <day>_start_2/<day>_end_2 (issue 25).
 */
export type { BusinessSchedule } from '@cerca/contracts/business';
export { WEEKDAYS };

import type { BusinessSchedule } from '@cerca/contracts/business';
import type { SpecialHours } from '@cerca/contracts/special-hours';

/** The spec's defaults: 09:00–21:00 Monday to Friday, 10:00–20:00 Saturday and Sunday. */
export const DEFAULT_SCHEDULE: BusinessSchedule = {
  monday_start: '09:00',
  monday_end: '21:00',
  tuesday_start: '09:00',
  tuesday_end: '21:00',
  wednesday_start: '09:00',
  wednesday_end: '21:00',
  thursday_start: '09:00',
  thursday_end: '21:00',
  friday_start: '09:00',
  friday_end: '21:00',
  saturday_start: '10:00',
  saturday_end: '20:00',
  sunday_start: '10:00',
  sunday_end: '20:00',
};

export interface BusinessesTable {
  id: Generated<string>;
  owner_id: string;
  name: string;
  description: string;
  address: string;
  /** Free-text city and state as typed in the form; city_id is the catalogue link. */
  city: string;
  state: string;
  zip_code: string;
  phone: string | null;
  website: string | null;
  website_platform: WebsitePlatform | null;
  /** Main category name exactly as in `categories.name` ('Restaurantes'). Not a foreign key. */
  category: string;
  /** Subcategory name exactly as in `subcategories.name`. */
  subcategory: string;
  /** 1–4. */
  price_range: Generated<number>;
  city_id: string | null;
  business_type: Generated<BusinessType>;
  schedule: Generated<Jsonb<BusinessSchedule>>;
  /** Hours of single dates ("12 de diciembre: cerrado") that replace the week's (issue 25); [] by default. */
  special_hours: Generated<Jsonb<SpecialHours[]>>;
  /** numeric(12,2) >= 0, MXN added to every order's total (issue 10); 0 by default. */
  delivery_fee: Generated<Numeric>;
  /** "Pausar pedidos" (issue 25): no order before this instant ('infinity' until reopened); null is open. */
  orders_paused_until: OptionalTimestamp;
  /** Minutes the kitchen takes to get an order ready (5–120, default 20); the estimate starts here. */
  preparation_minutes: Generated<number>;
  /** Maintained by a trigger on reviews: round(avg(rating), 2), 0 without reviews. Read-only. */
  rating_avg: Generated<Numeric>;
  /** Maintained by a trigger on reviews. Read-only. */
  rating_count: Generated<number>;
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
}

export interface BusinessPhotosTable {
  id: Generated<string>;
  business_id: string;
  url: string;
  type: PhotoType;
  /** 480 px WebP, set by the image-thumbnails job; null until then. */
  thumbnail_url: string | null;
  created_at: Generated<Timestamp>;
}

export interface ReviewsTable {
  id: Generated<string>;
  business_id: string;
  user_id: string;
  /** 1–5; one review per user and business. */
  rating: number;
  comment: string | null;
  /** Its business's city, copied and kept by triggers (the city's content list). Read-only. */
  city_id: Generated<string | null>;
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
}

export interface BusinessFollowersTable {
  id: Generated<string>;
  business_id: string;
  user_id: string;
  created_at: Generated<Timestamp>;
}

export interface BusinessFavoritesTable {
  id: Generated<string>;
  business_id: string;
  user_id: string;
  created_at: Generated<Timestamp>;
}

export interface BusinessMessagesTable {
  id: Generated<string>;
  sender_id: string;
  receiver_id: string;
  content: string;
  is_read: Generated<boolean>;
  created_at: Generated<Timestamp>;
  /** Chosen by the sender's browser; unique per sender, so a retried send stores one row. */
  client_id: string | null;
  /** When it went out in an unread-messages e-mail digest; null until then. */
  emailed_at: Timestamp | null;
}

/**
 * Per person and per other person they have messages with: the latest message and how many of
 * the other's messages to them are unread. Kept by triggers on business_messages; read only.
 */
export interface MessageThreadsTable {
  user_id: string;
  other_id: string;
  last_message_id: string;
  last_message_at: Timestamp;
  unread_count: number;
}

export interface BusinessTables {
  businesses: BusinessesTable;
  business_photos: BusinessPhotosTable;
  reviews: ReviewsTable;
  business_followers: BusinessFollowersTable;
  business_favorites: BusinessFavoritesTable;
  business_messages: BusinessMessagesTable;
  message_threads: MessageThreadsTable;
}

export type Business = Selectable<BusinessesTable>;
export type NewBusiness = Insertable<BusinessesTable>;
export type BusinessUpdate = Updateable<BusinessesTable>;
export type BusinessPhoto = Selectable<BusinessPhotosTable>;
export type NewBusinessPhoto = Insertable<BusinessPhotosTable>;
export type BusinessPhotoUpdate = Updateable<BusinessPhotosTable>;
export type Review = Selectable<ReviewsTable>;
export type NewReview = Insertable<ReviewsTable>;
export type ReviewUpdate = Updateable<ReviewsTable>;
export type BusinessFollower = Selectable<BusinessFollowersTable>;
export type NewBusinessFollower = Insertable<BusinessFollowersTable>;
export type BusinessFavorite = Selectable<BusinessFavoritesTable>;
export type NewBusinessFavorite = Insertable<BusinessFavoritesTable>;
export type BusinessMessage = Selectable<BusinessMessagesTable>;
export type NewBusinessMessage = Insertable<BusinessMessagesTable>;
export type BusinessMessageUpdate = Updateable<BusinessMessagesTable>;
