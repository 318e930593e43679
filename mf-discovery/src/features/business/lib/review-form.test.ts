import { REVIEW_COMMENT_MAX_LENGTH, type ReviewBody } from '@cerca/contracts/business-page';
import { describe, expect, it } from 'vitest';
import { reviewFormDefaults, reviewFormResolver } from './review-form';

/** Runs the dialog's own resolver: the fields it refuses, or the body it would send. */
async function submit(values: ReviewBody) {
  const result = await reviewFormResolver(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  return { invalid: Object.keys(result.errors), body: result.values };
}

describe('the review form', () => {
  it('starts empty for a new review and from the caller’s review when editing', () => {
    expect(reviewFormDefaults(null)).toEqual({ rating: 0, comment: '' });
    expect(reviewFormDefaults({ rating: 4, comment: 'Muy rico' })).toEqual({
      rating: 4,
      comment: 'Muy rico',
    });
    expect(reviewFormDefaults({ rating: 3, comment: null })).toEqual({ rating: 3, comment: '' });
  });
  it('asks for 1 to 5 stars', async () => {
    expect((await submit(reviewFormDefaults(null))).invalid).toEqual(['rating']);
    expect((await submit({ rating: 6, comment: '' })).invalid).toEqual(['rating']);
  });
  it('sends the stars and the trimmed comment', async () => {
    expect((await submit({ rating: 5, comment: '  ¡Excelente!  ' })).body).toEqual({
      rating: 5,
      comment: '¡Excelente!',
    });
  });
  it('refuses a comment over the limit', async () => {
    const comment = 'a'.repeat(REVIEW_COMMENT_MAX_LENGTH + 1);
    expect((await submit({ rating: 5, comment })).invalid).toEqual(['comment']);
  });
});
