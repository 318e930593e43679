// business_stories (live and expired) and one highlight collection with its items.
import { initials } from '../media/art';
import { categoryColor, type DemoContext } from './context';
import { DEMO_BUSINESSES, type DemoBusiness } from './data/businesses';
import { STORY_TITLES } from './data/texts';
import { businessId, ownerId } from './ids';
import { demoId, type Random } from './random';
import { type Row, type TableRows, tableRows } from './table-rows';
import { DAY, HOUR } from './time';

/** The business whose stories (live and expired) form a highlight collection. */
const HIGHLIGHT_BUSINESS = 'gdl-tortas-el-guero';

interface StorySlot {
  slot: 'live' | 'expired';
  created: Date;
  expires: Date;
}

/** Two businesses in three have a live story; one in four also an expired one. */
function storySlots(ctx: DemoContext, i: number): StorySlot[] {
  const slots: StorySlot[] = [];
  if (i % 3 !== 2) {
    const created = ctx.ago((1 + (i % 9)) * HOUR);
    slots.push({ slot: 'live', created, expires: new Date(created.getTime() + DAY) });
  }
  if (i % 4 === 0) slots.push({ slot: 'expired', created: ctx.ago(30 * HOUR), expires: ctx.ago(6 * HOUR) });
  return slots;
}

function storyRow(ctx: DemoContext, rnd: Random, b: DemoBusiness, i: number, s: StorySlot) {
  const id = demoId(`story:${b.key}:${s.slot}`);
  const title = rnd.pick(STORY_TITLES).replace('{name}', b.name);
  const art = { width: 540, height: 960, color: categoryColor(b.category), title: initials(b.name) };
  return {
    id,
    business_id: businessId(b.key),
    user_id: ownerId(b.key),
    type: 'instant' as const,
    title,
    media_url: ctx.image('business-stories', `${businessId(b.key)}/${id}.webp`, {
      ...art,
      caption: title,
      variant: i,
    }),
    media_type: 'image' as const,
    approved: true,
    highlighted: b.key === HIGHLIGHT_BUSINESS,
    created_at: s.created,
    expires_at: s.expires,
    // As the story-expiry job leaves it (DESIGN §10); a re-run that makes a story live again clears it.
    archived_at: s.slot === 'expired' ? s.expires : null,
  };
}

function highlightRows(stories: Row<'business_stories'>[]): TableRows[] {
  const id = demoId(`highlight:${HIGHLIGHT_BUSINESS}`);
  const items = stories.filter((s) => s.business_id === businessId(HIGHLIGHT_BUSINESS));
  const highlight = {
    id,
    business_id: businessId(HIGHLIGHT_BUSINESS),
    name: 'Lo mejor de la casa',
    cover_url: items[0]?.media_url ?? null,
  };
  return [
    tableRows('story_highlights', [highlight]),
    tableRows(
      'story_highlight_items',
      items.map((s) => ({ highlight_id: id, story_id: s.id as string })),
    ),
  ];
}

/** A re-run moves the stories' times forward so the live ones stay live. */
export function buildStories(ctx: DemoContext): TableRows[] {
  const rnd = ctx.random('stories');
  const stories = DEMO_BUSINESSES.flatMap((b, i) =>
    storySlots(ctx, i).map((s) => storyRow(ctx, rnd, b, i, s)),
  );
  return [
    tableRows('business_stories', stories, ['created_at', 'expires_at', 'archived_at']),
    ...highlightRows(stories),
  ];
}
