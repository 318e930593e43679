import { COMMENT_MAX_LENGTH } from '@cerca/contracts';
import { describe, expect, it } from 'vitest';
import { canSend, checkComment } from './comments';

describe('comment drafts', () => {
  it('sends the trimmed text', () => {
    expect(checkComment('  ¡Qué rico!  ')).toEqual({ ok: true, comment: '¡Qué rico!' });
  });
  it('refuses blank text', () => {
    expect(checkComment('   \n ')).toEqual({ ok: false, reason: 'empty' });
  });
  it('refuses text over the limit', () => {
    expect(checkComment('a'.repeat(COMMENT_MAX_LENGTH + 1))).toEqual({ ok: false, reason: 'too_long' });
  });
  it('disables send while sending or blank', () => {
    expect(canSend('hola', false)).toBe(true);
    expect(canSend('hola', true)).toBe(false);
    expect(canSend('  ', false)).toBe(false);
  });
});
