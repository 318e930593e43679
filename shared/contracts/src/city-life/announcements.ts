import * as z from 'zod/mini';
import { promotionSchema } from '../business-page';
import { businessRefSchema } from '../feed';

/** Avisos: 20 announcements a page. */
export const ANNOUNCEMENTS_PAGE_SIZE = 20;

/**
 * GET /api/discovery/me/announcements?q=&category=&cursor= — Avisos (/followed): the unexpired
 * business_global_messages (promotions, events and announcements) of the businesses the caller
 * follows, newest first. q matches the title, the message or the business name ignoring case
 * and accents; category matches the business's main category case-insensitively.
 */
export const followedAnnouncementsQuerySchema = z.object({
  q: z.optional(z.string().check(z.maxLength(100))),
  category: z.optional(z.string().check(z.maxLength(100))),
  cursor: z.optional(z.string().check(z.maxLength(200))),
});

/** A business_global_messages row with its business (spec 02 §3 "Global announcement message"). */
export const followedAnnouncementSchema = z.extend(promotionSchema, { business: businessRefSchema });

export const followedAnnouncementsResponseSchema = z.object({
  announcements: z.array(followedAnnouncementSchema),
  /** The main categories of the followed businesses with a live announcement: the chips after Todos. */
  categories: z.array(z.string()),
  /**
   * Premium-only announcements are listed for everybody (spec 01 §6), as on the business page;
   * false (no active or trialing personal premium) shows the unlock banner.
   */
  viewer_is_premium: z.boolean(),
  next_cursor: z.nullable(z.string()),
});

export type FollowedAnnouncementsQuery = z.infer<typeof followedAnnouncementsQuerySchema>;
export type FollowedAnnouncement = z.infer<typeof followedAnnouncementSchema>;
export type FollowedAnnouncementsResponse = z.infer<typeof followedAnnouncementsResponseSchema>;
