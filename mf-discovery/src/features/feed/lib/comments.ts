import { createCommentBodySchema } from '@cerca/contracts/feed';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldError } from 'react-hook-form';

/** The comment form's resolver: the contract's schema (trimmed, 1 to 2000 characters). */
export const commentFormResolver = zodResolver(createCommentBodySchema);

/** Why the schema refused the text, so the form can say which (too short means blank). */
export function commentProblem(error: Pick<FieldError, 'type'>): 'empty' | 'too_long' {
  return error.type === 'too_big' ? 'too_long' : 'empty';
}

/** Send stays disabled while sending or while the text is blank (spec 01 §5). */
export function canSend(draft: string, sending: boolean): boolean {
  return !sending && draft.trim() !== '';
}
