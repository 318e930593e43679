import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Generated, Timestamp } from './columns';
import type { GlobalMessageType, MediaType, ReactionType, StoryType } from './enums';

export interface BusinessStoriesTable {
  id: Generated<string>;
  /** Null for a story published under a typed name (business_name) by a person without a business. */
  business_id: string | null;
  /** The typed business name (trimmed, 1–120); set exactly when business_id is null. */
  business_name: Generated<string | null>;
  user_id: string;
  type: Generated<StoryType>;
  title: string | null;
  content: string | null;
  media_url: string | null;
  media_type: MediaType | null;
  thumbnail_url: string | null;
  approved: Generated<boolean>;
  highlighted: Generated<boolean>;
  /** Defaults to now() + 24 hours. Every read filters on it. */
  expires_at: Generated<Timestamp>;
  /**
   * Set by the story-expiry job once expires_at has passed: the story is kept for its owner
   * (highlight picker) and swept 30 days after expires_at unless it is in a collection. Public
   * reads never rely on it (they filter on expires_at).
   */
  archived_at: Timestamp | null;
  /**
   * Copied from the business by a trigger (feed path) when business_id is set; a story without a
   * business carries the city its author chose.
   */
  city_id: Generated<string | null>;
  created_at: Generated<Timestamp>;
}

export interface BusinessPostsTable {
  id: Generated<string>;
  /** Null for a post published under a typed name (business_name) by a person without a business. */
  business_id: string | null;
  /** The typed business name (trimmed, 1–120); set exactly when business_id is null. */
  business_name: Generated<string | null>;
  user_id: string;
  caption: string | null;
  media_url: string | null;
  media_type: MediaType | null;
  /** 480 px WebP of an image post, set by the image-thumbnails job; null until then and for videos. */
  thumbnail_url: string | null;
  approved: Generated<boolean>;
  /** Number of post_reactions rows (any type), kept by a trigger; never below 0. Read-only. */
  likes_count: Generated<number>;
  /** Reactions of each type and comments, kept by triggers; never below 0. Read-only. */
  like_count: Generated<number>;
  love_count: Generated<number>;
  visited_count: Generated<number>;
  want_to_go_count: Generated<number>;
  comments_count: Generated<number>;
  /** Shared by the rows of one publication (one row per image); defaults to a new id. */
  publication_id: Generated<string>;
  /**
   * Copied from the business by a trigger (city feed path) when business_id is set; a post
   * without a business carries the city its author chose.
   */
  city_id: Generated<string | null>;
  created_at: Generated<Timestamp>;
}

export interface PostReactionsTable {
  post_id: string;
  user_id: string;
  reaction_type: ReactionType;
  created_at: Generated<Timestamp>;
}

export interface PostCommentsTable {
  id: Generated<string>;
  post_id: string;
  user_id: string;
  comment: string;
  /** Its post's city, copied and kept by triggers (the city's content list). Read-only. */
  city_id: Generated<string | null>;
  created_at: Generated<Timestamp>;
}

export interface StoryHighlightsTable {
  id: Generated<string>;
  business_id: string;
  name: string;
  cover_url: string | null;
  created_at: Generated<Timestamp>;
}

export interface StoryHighlightItemsTable {
  highlight_id: string;
  story_id: string;
  created_at: Generated<Timestamp>;
}

export interface BusinessGlobalMessagesTable {
  id: Generated<string>;
  business_id: string;
  title: string;
  message: string;
  type: Generated<GlobalMessageType>;
  /** Defaults to now() + 30 days. */
  expires_at: Generated<Timestamp>;
  is_premium_only: Generated<boolean>;
  created_at: Generated<Timestamp>;
}

export interface WeekendPlansTable {
  id: Generated<string>;
  business_id: string;
  /** Defaults to 'Evento'. */
  title: Generated<string>;
  description: string | null;
  image_url: string | null;
  event_date: Timestamp;
  active: Generated<boolean>;
  /** Its business's city, copied and kept by triggers (the city's content list). Read-only. */
  city_id: Generated<string | null>;
  created_at: Generated<Timestamp>;
}

export interface WeekendRoutesTable {
  id: Generated<string>;
  title: string;
  description: string | null;
  image_url: string | null;
  event_date: Timestamp;
  /** event_date + 72 hours, set by the service. */
  expires_at: Timestamp;
  active: Generated<boolean>;
  color: string | null;
  city_id: string;
  created_by: string | null;
  created_at: Generated<Timestamp>;
}

export interface WeekendRouteBusinessesTable {
  route_id: string;
  business_id: string;
  /** Position 1–5 within the route. */
  order: number;
}

export interface ContentTables {
  business_stories: BusinessStoriesTable;
  business_posts: BusinessPostsTable;
  post_reactions: PostReactionsTable;
  post_comments: PostCommentsTable;
  story_highlights: StoryHighlightsTable;
  story_highlight_items: StoryHighlightItemsTable;
  business_global_messages: BusinessGlobalMessagesTable;
  weekend_plans: WeekendPlansTable;
  weekend_routes: WeekendRoutesTable;
  weekend_route_businesses: WeekendRouteBusinessesTable;
}

export type BusinessStory = Selectable<BusinessStoriesTable>;
export type NewBusinessStory = Insertable<BusinessStoriesTable>;
export type BusinessStoryUpdate = Updateable<BusinessStoriesTable>;
export type BusinessPost = Selectable<BusinessPostsTable>;
export type NewBusinessPost = Insertable<BusinessPostsTable>;
export type BusinessPostUpdate = Updateable<BusinessPostsTable>;
export type PostReaction = Selectable<PostReactionsTable>;
export type NewPostReaction = Insertable<PostReactionsTable>;
export type PostReactionUpdate = Updateable<PostReactionsTable>;
export type PostComment = Selectable<PostCommentsTable>;
export type NewPostComment = Insertable<PostCommentsTable>;
export type StoryHighlight = Selectable<StoryHighlightsTable>;
export type NewStoryHighlight = Insertable<StoryHighlightsTable>;
export type StoryHighlightUpdate = Updateable<StoryHighlightsTable>;
export type StoryHighlightItem = Selectable<StoryHighlightItemsTable>;
export type NewStoryHighlightItem = Insertable<StoryHighlightItemsTable>;
export type BusinessGlobalMessage = Selectable<BusinessGlobalMessagesTable>;
export type NewBusinessGlobalMessage = Insertable<BusinessGlobalMessagesTable>;
export type BusinessGlobalMessageUpdate = Updateable<BusinessGlobalMessagesTable>;
export type WeekendPlan = Selectable<WeekendPlansTable>;
export type NewWeekendPlan = Insertable<WeekendPlansTable>;
export type WeekendPlanUpdate = Updateable<WeekendPlansTable>;
export type WeekendRoute = Selectable<WeekendRoutesTable>;
export type NewWeekendRoute = Insertable<WeekendRoutesTable>;
export type WeekendRouteUpdate = Updateable<WeekendRoutesTable>;
export type WeekendRouteBusiness = Selectable<WeekendRouteBusinessesTable>;
export type NewWeekendRouteBusiness = Insertable<WeekendRouteBusinessesTable>;
