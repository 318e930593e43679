// business_followers, business_favorites and a short business_messages conversation.
import type { DemoContext } from './context';
import { DEMO_BUSINESSES } from './data/businesses';
import { DEMO_PEOPLE } from './data/people';
import { businessId, ownerId, userId } from './ids';
import { demoId } from './random';
import { type TableRows, tableRows } from './table-rows';
import { MINUTE } from './time';

/** Each person follows four businesses and keeps three as favourites. */
function followsAndFavorites(ctx: DemoContext): TableRows[] {
  const rnd = ctx.random('social');
  const follows = [];
  const favorites = [];
  for (const person of DEMO_PEOPLE) {
    const user = userId(person.key);
    for (const b of rnd.sample(DEMO_BUSINESSES, 4)) {
      follows.push({ id: demoId(`follow:${b.key}:${user}`), business_id: businessId(b.key), user_id: user });
    }
    for (const b of rnd.sample(DEMO_BUSINESSES, 3)) {
      favorites.push({ id: demoId(`fav:${b.key}:${user}`), business_id: businessId(b.key), user_id: user });
    }
  }
  return [tableRows('business_followers', follows), tableRows('business_favorites', favorites)];
}

/** Sofía asks the café about plant milk; the owner answers. */
function messages(ctx: DemoContext): TableRows {
  const sofia = userId('sofia');
  const cafe = ownerId('gdl-cafe-chapultepec');
  const lines = [
    { content: 'Hola, ¿tienen opciones de leche vegetal?', from: sofia, to: cafe, minutes: 50, read: true },
    {
      content: '¡Hola Sofía! Sí, tenemos leche de avena y de almendra sin costo extra.',
      from: cafe,
      to: sofia,
      minutes: 45,
      read: true,
    },
    { content: 'Perfecto, paso mañana. ¡Gracias!', from: sofia, to: cafe, minutes: 40, read: false },
  ];
  return tableRows(
    'business_messages',
    lines.map((m, n) => ({
      id: demoId(`message:sofia-cafe:${n}`),
      sender_id: m.from,
      receiver_id: m.to,
      content: m.content,
      is_read: m.read,
      created_at: ctx.ago(m.minutes * MINUTE),
    })),
  );
}

export function buildSocial(ctx: DemoContext): TableRows[] {
  return [...followsAndFavorites(ctx), messages(ctx)];
}
