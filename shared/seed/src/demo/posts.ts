// business_posts with their post_reactions and post_comments: two posts per business.
import { initials } from '../media/art';
import { categoryColor, type DemoContext } from './context';
import { DEMO_BUSINESSES, type DemoBusiness } from './data/businesses';
import { DEMO_PEOPLE } from './data/people';
import { POST_CAPTIONS, POST_COMMENTS } from './data/texts';
import { businessId, ownerId, userId } from './ids';
import { demoId, type Random } from './random';
import { type Row, type TableRows, tableRows } from './table-rows';
import { DAY, HOUR } from './time';

interface PostRows {
  posts: Row<'business_posts'>[];
  reactions: Row<'post_reactions'>[];
  comments: Row<'post_comments'>[];
}

const PEOPLE = DEMO_PEOPLE.map((p) => userId(p.key));
const REACTIONS = ['like', 'like', 'love', 'visited', 'want_to_go'] as const;

/** The first post of every business has a picture, later ones only for every other business. */
function postRow(ctx: DemoContext, b: DemoBusiness, i: number, n: number, template: string) {
  const caption = template.replace('{name}', b.name);
  const id = demoId(`post:${b.key}:${n}`);
  const withImage = n === 0 || i % 2 === 0;
  const art = { width: 800, height: 800, color: categoryColor(b.category), title: initials(b.name), caption };
  const mediaUrl = withImage
    ? ctx.image('business-posts', `${businessId(b.key)}/${id}.webp`, { ...art, variant: i + n })
    : null;
  return {
    id,
    business_id: businessId(b.key),
    user_id: ownerId(b.key),
    caption,
    media_url: mediaUrl,
    media_type: withImage ? ('image' as const) : null,
    created_at: ctx.ago((n * 3 + 1) * DAY + i * 2 * HOUR),
  };
}

/** Comments come an hour or two after the post. */
function addReactionsAndComments(out: PostRows, rnd: Random, post: Row<'business_posts'>, posted: Date) {
  const postId = post.id as string;
  for (const user of rnd.sample(PEOPLE, rnd.int(0, 5))) {
    out.reactions.push({ post_id: postId, user_id: user, reaction_type: rnd.pick(REACTIONS) });
  }
  for (const [c, user] of rnd.sample(PEOPLE, rnd.int(0, 2)).entries()) {
    out.comments.push({
      id: demoId(`comment:${postId}:${c}`),
      post_id: postId,
      user_id: user,
      comment: rnd.pick(POST_COMMENTS),
      created_at: new Date(posted.getTime() + (c + 1) * HOUR),
    });
  }
}

export function buildPosts(ctx: DemoContext): TableRows[] {
  const rnd = ctx.random('posts');
  const out: PostRows = { posts: [], reactions: [], comments: [] };
  DEMO_BUSINESSES.forEach((b, i) => {
    const captions = POST_CAPTIONS[b.category] ?? POST_CAPTIONS.Restaurantes ?? [];
    captions.forEach((template, n) => {
      const post = postRow(ctx, b, i, n, template);
      out.posts.push(post);
      addReactionsAndComments(out, rnd, post, post.created_at);
    });
  });
  return [
    tableRows('business_posts', out.posts),
    tableRows('post_reactions', out.reactions),
    tableRows('post_comments', out.comments),
  ];
}
