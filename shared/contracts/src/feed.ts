import * as z from 'zod/mini';
import { mediaTypeSchema } from './media';
import { publicPersonSchema } from './people';

/** Spec 01 §9: the four reactions, in the order the post card shows them. */
export const REACTION_TYPES = ['like', 'love', 'visited', 'want_to_go'] as const;
export const reactionTypeSchema = z.enum(REACTION_TYPES);

/** Feed and business post lists: 20 rows a page (spec 01 §9). */
export const FEED_PAGE_SIZE = 20;
export const COMMENTS_PAGE_SIZE = 50;
export const COMMENT_MAX_LENGTH = 2000;

export { MEDIA_TYPES, mediaTypeSchema } from './media';

/** The business a post or story belongs to, as a card line shows it. */
export const businessRefSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  category: z.string(),
  subcategory: z.string(),
  /** The first main photo as the round logo: its 480 px WebP once made, the upload until then; null without photos. */
  logo_url: z.nullable(z.string()),
});

export const reactionCountsSchema = z.object({
  like: z.int(),
  love: z.int(),
  visited: z.int(),
  want_to_go: z.int(),
});

/**
 * One business_posts row. A publication with several images is several rows sharing
 * publication_id; lists keep them adjacent, and the browser shows them as one carousel.
 */
export const postSchema = z.object({
  id: z.uuid(),
  publication_id: z.uuid(),
  caption: z.nullable(z.string()),
  media_url: z.nullable(z.string()),
  media_type: z.nullable(mediaTypeSchema),
  /** A 480 px WebP of an image, for small tiles; null until the job has made it, and for videos. */
  thumbnail_url: z.nullable(z.string()),
  created_at: z.string(),
  author: publicPersonSchema,
  /** Null for a post published under a typed name by a person without a business. */
  business: z.nullable(businessRefSchema),
  /** The business's name, or the name its author typed (spec 01 §6). */
  business_name: z.string(),
  reactions: reactionCountsSchema,
  /** The caller's reaction; always null for visitors. */
  my_reaction: z.nullable(reactionTypeSchema),
  comments_count: z.int(),
});

/** Keyset pages: pass next_cursor back as `cursor`; null on the last page. */
export const cursorQuerySchema = z.object({ cursor: z.optional(z.string().check(z.maxLength(200))) });

/** GET /api/discovery/feed?city_id=&cursor= — the city's posts, newest first. */
export const feedQuerySchema = z.object({
  city_id: z.uuid(),
  cursor: z.optional(z.string().check(z.maxLength(200))),
});
export const postsPageSchema = z.object({
  posts: z.array(postSchema),
  next_cursor: z.nullable(z.string()),
});

/** GET /api/discovery/posts/:id — the post and every row of its publication (carousel order). */
export const postDetailResponseSchema = z.object({
  post: postSchema,
  publication: z.array(postSchema),
});

/** PUT /api/discovery/posts/:id/reaction sets the caller's reaction; DELETE removes it. */
export const setReactionBodySchema = z.object({ reaction_type: reactionTypeSchema });
export const reactionStateSchema = z.object({
  post_id: z.uuid(),
  reactions: reactionCountsSchema,
  my_reaction: z.nullable(reactionTypeSchema),
});

export const commentSchema = z.object({
  id: z.uuid(),
  post_id: z.uuid(),
  comment: z.string(),
  created_at: z.string(),
  author: publicPersonSchema,
});
/** GET /api/discovery/posts/:id/comments?cursor= — oldest first. */
export const commentsPageSchema = z.object({
  comments: z.array(commentSchema),
  next_cursor: z.nullable(z.string()),
});
/**
 * POST /api/discovery/posts/:id/comments. Blank after trimming answers 400 'empty_comment'
 * 'El comentario no puede estar vacío'.
 */
export const createCommentBodySchema = z.object({
  comment: z.string().check(z.trim(), z.minLength(1), z.maxLength(COMMENT_MAX_LENGTH)),
});
export const createCommentResponseSchema = z.object({ comment: commentSchema, comments_count: z.int() });

export const STORY_TYPES = ['instant', 'video', 'text'] as const;
export const storyTypeSchema = z.enum(STORY_TYPES);

/** One story of the strip, a business's list or a highlight collection. */
export const storySchema = z.object({
  id: z.uuid(),
  type: storyTypeSchema,
  title: z.nullable(z.string()),
  content: z.nullable(z.string()),
  media_url: z.nullable(z.string()),
  media_type: z.nullable(mediaTypeSchema),
  thumbnail_url: z.nullable(z.string()),
  expires_at: z.string(),
  created_at: z.string(),
  author: publicPersonSchema,
  /** Null for a story published under a typed name by a person without a business. */
  business: z.nullable(businessRefSchema),
  /** The business's name, or the name its author typed (spec 01 §6). */
  business_name: z.string(),
});
/** GET /api/discovery/stories?city_id= — unexpired (expires_at > now), newest first. */
export const storiesQuerySchema = z.object({ city_id: z.uuid() });
export const storiesResponseSchema = z.object({ stories: z.array(storySchema) });
/**
 * GET /api/discovery/businesses/:id/stories?cursor= — every story of the business, live and
 * archived, for whoever manages it (the highlight picker), newest first, FEED_PAGE_SIZE at a time.
 */
export const storiesPageSchema = z.object({
  stories: z.array(storySchema),
  next_cursor: z.nullable(z.string()),
});

export type ReactionType = z.infer<typeof reactionTypeSchema>;
export type ReactionCounts = z.infer<typeof reactionCountsSchema>;
export type BusinessRef = z.infer<typeof businessRefSchema>;
export type Post = z.infer<typeof postSchema>;
export type PostsPage = z.infer<typeof postsPageSchema>;
export type PostDetailResponse = z.infer<typeof postDetailResponseSchema>;
export type ReactionState = z.infer<typeof reactionStateSchema>;
export type Comment = z.infer<typeof commentSchema>;
export type CommentsPage = z.infer<typeof commentsPageSchema>;
export type Story = z.infer<typeof storySchema>;
export type StoriesResponse = z.infer<typeof storiesResponseSchema>;
export type StoriesPage = z.infer<typeof storiesPageSchema>;
