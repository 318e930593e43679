import { createCommentBodySchema } from '@cerca/contracts';

/**
 * The comment as the server will store it (the contract's schema: trimmed, 1 to 2000
 * characters), or the reason it cannot be sent.
 */
export type CommentDraft = { ok: true; comment: string } | { ok: false; reason: 'empty' | 'too_long' };

export function checkComment(draft: string): CommentDraft {
  const parsed = createCommentBodySchema.safeParse({ comment: draft });
  if (parsed.success) return { ok: true, comment: parsed.data.comment };
  return { ok: false, reason: draft.trim() === '' ? 'empty' : 'too_long' };
}

/** Send stays disabled while sending or while the text is blank (spec 01 §5). */
export function canSend(draft: string, sending: boolean): boolean {
  return !sending && draft.trim() !== '';
}
