// reviews: two to six people rate each business (the rating aggregates follow by trigger).
import type { DemoContext } from './context';
import { DEMO_BUSINESSES } from './data/businesses';
import { DEMO_PEOPLE } from './data/people';
import { REVIEW_COMMENTS } from './data/texts';
import { businessId, userId } from './ids';
import { demoId } from './random';
import { type TableRows, tableRows } from './table-rows';
import { DAY, HOUR } from './time';

export function buildReviews(ctx: DemoContext): TableRows[] {
  const rnd = ctx.random('reviews');
  const people = DEMO_PEOPLE.map((p) => userId(p.key));
  const reviews = DEMO_BUSINESSES.flatMap((b) =>
    rnd.sample(people, rnd.int(2, 6)).map((user) => {
      const rating = rnd.pick([5, 5, 5, 4, 4, 4, 3, 5, 4, 2]);
      return {
        id: demoId(`review:${b.key}:${user}`),
        business_id: businessId(b.key),
        user_id: user,
        rating,
        comment: rnd.pick(REVIEW_COMMENTS[rating] ?? ['']),
        created_at: ctx.ago(rnd.int(1, 25) * DAY + rnd.int(0, 23) * HOUR),
      };
    }),
  );
  return [tableRows('reviews', reviews)];
}
