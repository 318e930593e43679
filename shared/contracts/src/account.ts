import * as z from 'zod/mini';

// /profile's account (issue 10): the caller's editable profile, notifications, activity history
// and account deletion. Imported by file ('@cerca/contracts/account') by services/ordering and
// mf-ordering, so the shared root stays small.

/** Letters, digits, dot and underscore; 3 to 30 characters (the public @username). */
export const USERNAME_PATTERN = /^[A-Za-z0-9._]{3,30}$/;
/** Optional "+", then digits with spaces or dashes; 10 to 15 digits (Mexican numbers have 10). */
export const PHONE_PATTERN = /^\+?[0-9][0-9 -]{8,18}[0-9]$/;
/** Spec 01 §5 / 02 §5: the exact word that confirms deleting the account. */
export const DELETE_ACCOUNT_WORD = 'eliminar';
export const ACTIVITY_PAGE_SIZE = 10;

const digitCount = (value: string) => value.replace(/\D/g, '').length;

/** GET /api/ordering/me/account — what Mi Perfil and Configuración edit. */
export const accountSchema = z.object({
  id: z.uuid(),
  username: z.string(),
  email: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  notifications_enabled: z.boolean(),
});

/** PATCH /api/ordering/me/account — username and phone; the e-mail cannot change here. */
export const updateAccountSchema = z.object({
  username: z.string().check(z.trim(), z.regex(USERNAME_PATTERN)),
  /** Blank clears the phone. */
  phone: z.pipe(
    z.string().check(
      z.trim(),
      z.refine(
        (value) =>
          value === '' || (PHONE_PATTERN.test(value) && digitCount(value) >= 10 && digitCount(value) <= 15),
      ),
    ),
    z.transform((value) => (value === '' ? null : value)),
  ),
});

/** Spec 02 §5: avatars are images of at most 5 MB, stored as avatars/{userId}.{ext}. */
export const AVATAR_BUCKET = 'avatars';
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

/** What POST /storage/v1/object/avatars/{userId}.{ext} answers that the page uses. */
export const avatarUploadSchema = z.object({ publicUrl: z.string() });

/**
 * PUT /api/ordering/me/avatar — the caller's avatar: null, or the public URL of their own file
 * in the avatars bucket (uploaded through storage first, which checks the content), optionally
 * with ?v=<number> so browsers fetch the new picture.
 */
export const updateAvatarSchema = z.object({
  avatar_url: z.nullable(z.string().check(z.maxLength(300))),
});

/** PUT /api/ordering/me/notifications — whether the person gets notifications. */
export const notificationSettingsSchema = z.object({ notifications_enabled: z.boolean() });

/** DELETE /api/ordering/me — the typed confirmation word; anything but "eliminar" is refused. */
export const deleteAccountSchema = z.object({ confirmation: z.string().check(z.maxLength(100)) });
export const deleteAccountResponseSchema = z.object({ deleted: z.literal(true) });

/** GET /api/ordering/me/activity?cursor= — the caller's own orders, reviews and posts, newest first. */
export const activityQuerySchema = z.object({ cursor: z.optional(z.string().check(z.maxLength(200))) });

export const activityItemSchema = z.object({
  type: z.enum(['order', 'review', 'post']),
  id: z.uuid(),
  created_at: z.string(),
  business_id: z.nullable(z.uuid()),
  business_name: z.nullable(z.string()),
  /** Order: its status; review: the rating (1-5); post: null. */
  detail: z.nullable(z.string()),
  /** Order: total amount; review: comment; post: caption. */
  text: z.nullable(z.string()),
});

export const activityPageSchema = z.object({
  items: z.array(activityItemSchema),
  next_cursor: z.nullable(z.string()),
});

export type Account = z.infer<typeof accountSchema>;
export type UpdateAccountInput = z.input<typeof updateAccountSchema>;
export type UpdateAccount = z.infer<typeof updateAccountSchema>;
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;
export type ActivityItem = z.infer<typeof activityItemSchema>;
export type ActivityPage = z.infer<typeof activityPageSchema>;
