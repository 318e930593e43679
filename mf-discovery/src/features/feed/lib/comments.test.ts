import { COMMENT_MAX_LENGTH } from '@cerca/contracts/feed';
import { describe, expect, it } from 'vitest';
import { canSend, commentFormResolver, commentProblem } from './comments';

/** Runs the form's own resolver: why it refuses the text, or the comment it would send. */
async function submit(comment: string) {
  const result = await commentFormResolver({ comment }, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  const error = result.errors.comment;
  return error ? { problem: commentProblem(error) } : { comment: result.values.comment };
}

describe('comment drafts', () => {
  it('sends the trimmed text', async () => {
    expect(await submit('  ¡Qué rico!  ')).toEqual({ comment: '¡Qué rico!' });
  });
  it('refuses blank text', async () => {
    expect(await submit('   \n ')).toEqual({ problem: 'empty' });
  });
  it('refuses text over the limit', async () => {
    expect(await submit('a'.repeat(COMMENT_MAX_LENGTH + 1))).toEqual({ problem: 'too_long' });
  });
  it('disables send while sending or blank', () => {
    expect(canSend('hola', false)).toBe(true);
    expect(canSend('hola', true)).toBe(false);
    expect(canSend('  ', false)).toBe(false);
  });
});
