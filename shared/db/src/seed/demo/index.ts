import type { Insertable, Kysely } from 'kysely';
import { CATEGORIES } from '../../catalogue/index';
import { fromCents, toCents } from '../../money';
import type { BusinessSchedule, Database } from '../../schema/index';
import { DEFAULT_SCHEDULE } from '../../schema/index';
import { initials } from '../art';
import { type ImageJob, publicObjectUrl, writeImages } from '../images';
import { createRandom, demoId } from '../random';
import { DEMO_BUSINESSES, DEMO_CITY_NAMES, type DemoBusiness } from './businesses';
import {
  DEMO_EVENTS,
  DEMO_MENUS,
  DEMO_PEOPLE,
  DEMO_PROMOTIONS,
  POST_CAPTIONS,
  POST_COMMENTS,
  REVIEW_COMMENTS,
  STORY_TITLES,
} from './content';

export { DEMO_BUSINESSES } from './businesses';

/** Every demo account signs in with this password. */
export const DEMO_PASSWORD = 'cerca-demo-1234';
/** argon2id PHC string of DEMO_PASSWORD (generated once with @node-rs/argon2 defaults). */
export const DEMO_PASSWORD_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$Zh4Ot+GXNFTO0W0hwt2BSQ$hC9qK3qv95v+ufnVxQPaj3f5J9qUL3YKXfgNkKrZMNE';
export const DEMO_EMAIL_DOMAIN = 'demo.cerca.mx';

/** Ready-made sign-ins for manual testing and end-to-end tests (password DEMO_PASSWORD). */
export const DEMO_ACCOUNTS = {
  admin: `admin@${DEMO_EMAIL_DOMAIN}`,
  partnerGuadalajara: `partner.gdl@${DEMO_EMAIL_DOMAIN}`,
  partnerCdmx: `partner.cdmx@${DEMO_EMAIL_DOMAIN}`,
  user: `sofia.ramirez@${DEMO_EMAIL_DOMAIN}`,
  owner: `tortas.el.guero@${DEMO_EMAIL_DOMAIN}`,
  driverGuadalajara: `luis.reparto@${DEMO_EMAIL_DOMAIN}`,
  driverCdmx: `ana.reparto@${DEMO_EMAIL_DOMAIN}`,
} as const;

export interface SeedDemoOptions {
  /** Root of the local storage driver: images go to <storageDir>/<bucket>/<key>. */
  storageDir: string;
  /** The moment relative times (stories, events, promotions) are computed from. Default: now. */
  now?: Date;
}

export interface DemoSummary {
  users: number;
  businesses: number;
  posts: number;
  stories: number;
  reviews: number;
  events: number;
  imagesWritten: number;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Guadalajara, CDMX and Oaxaca are all UTC-6 all year (no DST since 2022). */
const MX_OFFSET_HOURS = 6;

const NIGHT_SCHEDULE: BusinessSchedule = Object.fromEntries(
  Object.keys(DEFAULT_SCHEDULE).map((k) => [k, k.endsWith('_start') ? '18:00' : '02:00']),
) as BusinessSchedule;

function ownerUsername(b: DemoBusiness): string {
  return b.key.replace(/^[a-z]+-/, '').replace(/-/g, '.');
}

function categoryColor(name: string): string {
  return CATEGORIES.find((c) => c.name === name)?.color ?? '#E4572E';
}

/** 19:00 local time (UTC-6) `days` after the local date of `now`. */
function localEvening(now: Date, days: number): Date {
  const local = new Date(now.getTime() - MX_OFFSET_HOURS * HOUR);
  return new Date(
    Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + days, 19 + MX_OFFSET_HOURS),
  );
}

type Row<T extends keyof Database> = Insertable<Database[T]>;

/**
 * Demo content for Guadalajara, Ciudad de México and Oaxaca: accounts, businesses with photos,
 * reviews, posts, stories, events, promotions, a route, menus, drivers and orders. Deterministic
 * (fixed ids and PRNG) and idempotent: a second run inserts nothing new and only moves the
 * time-relative rows (stories, events, promotions) forward. Needs the catalogue (seedCatalogue).
 */
export async function seedDemo(db: Kysely<Database>, opts: SeedDemoOptions): Promise<DemoSummary> {
  const now = opts.now ?? new Date();
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const rnd = createRandom(20261122);

  const cityRows = await db
    .selectFrom('cities')
    .innerJoin('countries', 'countries.id', 'cities.country_id')
    .select(['cities.id', 'cities.name', 'cities.state'])
    .where('countries.code', '=', 'MX')
    .execute();
  const cityId = {} as Record<DemoBusiness['city'], string>;
  for (const [key, { name, state }] of Object.entries(DEMO_CITY_NAMES)) {
    const row = cityRows.find((c) => c.name === name && c.state === state);
    if (!row) throw new Error(`City ${name} missing: run seedCatalogue before seedDemo`);
    cityId[key as DemoBusiness['city']] = row.id;
  }

  // --- accounts ---------------------------------------------------------------------------------
  const users: Row<'auth.users'>[] = [];
  const profiles: Row<'profiles'>[] = [];
  const addAccount = (
    key: string,
    username: string,
    fullName: string,
    extra: Partial<Row<'profiles'>> = {},
  ): string => {
    const id = demoId(`user:${key}`);
    const email = `${username}@${DEMO_EMAIL_DOMAIN}`;
    const userType = extra.user_type ?? 'user';
    users.push({
      id,
      email,
      encrypted_password: DEMO_PASSWORD_HASH,
      email_confirmed_at: ago(30 * DAY),
      raw_user_meta_data: { user_type: userType, full_name: fullName },
      raw_app_meta_data: { provider: 'email', providers: ['email'] },
      created_at: ago(30 * DAY),
      updated_at: ago(30 * DAY),
    });
    profiles.push({ id, username, full_name: fullName, email, created_at: ago(30 * DAY), ...extra });
    return id;
  };

  addAccount('admin', 'admin', 'Administración Cerca', { role: 'admin' });
  addAccount('partner-gdl', 'partner.gdl', 'Jorge Partida', {
    role: 'city_partner',
    managed_city_id: cityId.gdl,
    phone: '33 2200 1100',
  });
  addAccount('partner-cdmx', 'partner.cdmx', 'Lucía Estrada', {
    role: 'city_partner',
    managed_city_id: cityId.cdmx,
    phone: '55 2200 1100',
  });
  const person: Record<string, string> = {};
  for (const p of DEMO_PEOPLE) person[p.key] = addAccount(p.key, p.username, p.fullName, { phone: p.phone });
  const peopleIds = DEMO_PEOPLE.map((p) => person[p.key] as string);
  const driverLuis = addAccount('driver-luis', 'luis.reparto', 'Luis Enrique Vega', {
    phone: '33 1987 6543',
  });
  const driverAna = addAccount('driver-ana', 'ana.reparto', 'Ana Karen Soto', { phone: '55 1987 6543' });

  // --- businesses, photos -----------------------------------------------------------------------
  const images: ImageJob[] = [];
  const businesses: Row<'businesses'>[] = [];
  const photos: Row<'business_photos'>[] = [];
  const bizId: Record<string, string> = {};
  const ownerOf: Record<string, string> = {};
  DEMO_BUSINESSES.forEach((b, i) => {
    const id = demoId(`business:${b.key}`);
    bizId[b.key] = id;
    const owner = addAccount(`owner:${b.key}`, ownerUsername(b), b.owner, {
      user_type: 'business',
      phone: b.phone,
    });
    ownerOf[b.key] = owner;
    const city = DEMO_CITY_NAMES[b.city];
    businesses.push({
      id,
      owner_id: owner,
      name: b.name,
      description: b.description,
      address: b.address,
      city: city.name,
      state: city.state,
      zip_code: b.zip,
      phone: b.phone,
      website: b.website?.url ?? null,
      website_platform: b.website?.platform ?? null,
      category: b.category,
      subcategory: b.subcategory,
      price_range: b.priceRange,
      city_id: cityId[b.city],
      business_type: b.businessType,
      schedule: b.category === 'Vida Nocturna' ? NIGHT_SCHEDULE : DEFAULT_SCHEDULE,
      created_at: ago((40 - i) * DAY),
    });
    const color = categoryColor(b.category);
    for (const type of ['main', 'banner'] as const) {
      const key = `${id}/${type}.webp`;
      images.push({
        bucket: 'business-photos',
        key,
        art:
          type === 'main'
            ? { width: 800, height: 600, color, title: initials(b.name), caption: b.name, variant: i }
            : { width: 1200, height: 400, color, title: b.name, variant: i + 5 },
      });
      photos.push({
        id: demoId(`photo:${b.key}:${type}`),
        business_id: id,
        url: publicObjectUrl('business-photos', key),
        type,
        created_at: ago((40 - i) * DAY),
      });
    }
  });

  // --- reviews ----------------------------------------------------------------------------------
  const reviews: Row<'reviews'>[] = [];
  for (const b of DEMO_BUSINESSES) {
    const reviewers = rnd.sample(peopleIds, rnd.int(2, 6));
    for (const userId of reviewers) {
      const rating = rnd.pick([5, 5, 5, 4, 4, 4, 3, 5, 4, 2]);
      reviews.push({
        id: demoId(`review:${b.key}:${userId}`),
        business_id: bizId[b.key] as string,
        user_id: userId,
        rating,
        comment: rnd.pick(REVIEW_COMMENTS[rating] ?? ['']),
        created_at: ago(rnd.int(1, 25) * DAY + rnd.int(0, 23) * HOUR),
      });
    }
  }

  // --- posts, reactions, comments ---------------------------------------------------------------
  const posts: Row<'business_posts'>[] = [];
  const reactions: Row<'post_reactions'>[] = [];
  const comments: Row<'post_comments'>[] = [];
  DEMO_BUSINESSES.forEach((b, i) => {
    const captions = POST_CAPTIONS[b.category] ?? POST_CAPTIONS.Restaurantes ?? [];
    captions.forEach((caption, n) => {
      const id = demoId(`post:${b.key}:${n}`);
      const withImage = n === 0 || i % 2 === 0;
      const key = `${bizId[b.key]}/${id}.webp`;
      if (withImage) {
        images.push({
          bucket: 'business-posts',
          key,
          art: {
            width: 800,
            height: 800,
            color: categoryColor(b.category),
            title: initials(b.name),
            caption,
            variant: i + n,
          },
        });
      }
      posts.push({
        id,
        business_id: bizId[b.key] as string,
        user_id: ownerOf[b.key] as string,
        caption: caption.replace('{name}', b.name),
        media_url: withImage ? publicObjectUrl('business-posts', key) : null,
        media_type: withImage ? 'image' : null,
        created_at: ago((n * 3 + 1) * DAY + i * 2 * HOUR),
      });
      for (const userId of rnd.sample(peopleIds, rnd.int(0, 5))) {
        reactions.push({
          post_id: id,
          user_id: userId,
          reaction_type: rnd.pick(['like', 'like', 'love', 'visited', 'want_to_go'] as const),
        });
      }
      for (const [c, userId] of rnd.sample(peopleIds, rnd.int(0, 2)).entries()) {
        comments.push({
          id: demoId(`comment:${id}:${c}`),
          post_id: id,
          user_id: userId,
          comment: rnd.pick(POST_COMMENTS),
          created_at: ago((n * 3 + 1) * DAY + i * 2 * HOUR - (c + 1) * HOUR),
        });
      }
    });
  });

  // --- stories (live and expired), a highlight ----------------------------------------------------
  const stories: Row<'business_stories'>[] = [];
  DEMO_BUSINESSES.forEach((b, i) => {
    const plan: { slot: string; created: Date; expires: Date }[] = [];
    if (i % 3 !== 2) {
      const created = ago((1 + (i % 9)) * HOUR);
      plan.push({ slot: 'live', created, expires: new Date(created.getTime() + DAY) });
    }
    if (i % 4 === 0) plan.push({ slot: 'expired', created: ago(30 * HOUR), expires: ago(6 * HOUR) });
    for (const s of plan) {
      const id = demoId(`story:${b.key}:${s.slot}`);
      const key = `${bizId[b.key]}/${id}.webp`;
      const title = rnd.pick(STORY_TITLES).replace('{name}', b.name);
      images.push({
        bucket: 'business-stories',
        key,
        art: {
          width: 540,
          height: 960,
          color: categoryColor(b.category),
          title: initials(b.name),
          caption: title,
          variant: i,
        },
      });
      stories.push({
        id,
        business_id: bizId[b.key] as string,
        user_id: ownerOf[b.key] as string,
        type: 'instant',
        title,
        media_url: publicObjectUrl('business-stories', key),
        media_type: 'image',
        approved: true,
        highlighted: b.key === 'gdl-cafe-chapultepec',
        created_at: s.created,
        expires_at: s.expires,
      });
    }
  });
  const highlightBusiness = 'gdl-cafe-chapultepec';
  const highlightId = demoId(`highlight:${highlightBusiness}`);
  const highlightStories = stories.filter((s) => s.business_id === bizId[highlightBusiness]);

  // --- follows, favourites, messages --------------------------------------------------------------
  const follows: Row<'business_followers'>[] = [];
  const favorites: Row<'business_favorites'>[] = [];
  for (const userId of peopleIds) {
    for (const b of rnd.sample(DEMO_BUSINESSES, 4)) {
      follows.push({
        id: demoId(`follow:${b.key}:${userId}`),
        business_id: bizId[b.key] as string,
        user_id: userId,
      });
    }
    for (const b of rnd.sample(DEMO_BUSINESSES, 3)) {
      favorites.push({
        id: demoId(`fav:${b.key}:${userId}`),
        business_id: bizId[b.key] as string,
        user_id: userId,
      });
    }
  }
  const sofia = person.sofia as string;
  const cafeOwner = ownerOf['gdl-cafe-chapultepec'] as string;
  const messages: Row<'business_messages'>[] = [
    ['Hola, ¿tienen opciones de leche vegetal?', sofia, cafeOwner, 50, true],
    ['¡Hola Sofía! Sí, tenemos leche de avena y de almendra sin costo extra.', cafeOwner, sofia, 45, true],
    ['Perfecto, paso mañana. ¡Gracias!', sofia, cafeOwner, 40, false],
  ].map(([content, from, to, minutes, read], n) => ({
    id: demoId(`message:sofia-cafe:${n}`),
    sender_id: from as string,
    receiver_id: to as string,
    content: content as string,
    is_read: read as boolean,
    created_at: ago((minutes as number) * 60_000),
  }));

  // --- promotions, events, a weekend route --------------------------------------------------------
  const promotions: Row<'business_global_messages'>[] = DEMO_PROMOTIONS.map((p, n) => ({
    id: demoId(`promotion:${p.business}:${n}`),
    business_id: bizId[p.business] as string,
    title: p.title,
    message: p.message,
    type: p.type,
    is_premium_only: p.premiumOnly,
    created_at: ago(2 * DAY),
    expires_at: new Date(now.getTime() + p.days * DAY - HOUR),
  }));
  const events: Row<'weekend_plans'>[] = DEMO_EVENTS.map((e, n) => {
    const id = demoId(`event:${e.business}:${n}`);
    const b = DEMO_BUSINESSES.find((x) => x.key === e.business);
    const key = `${bizId[e.business]}/events/${id}.webp`;
    images.push({
      bucket: 'business-posts',
      key,
      art: { width: 800, height: 600, color: categoryColor(b?.category ?? ''), title: e.title, variant: n },
    });
    return {
      id,
      business_id: bizId[e.business] as string,
      title: e.title,
      description: e.description,
      image_url: publicObjectUrl('business-posts', key),
      event_date: localEvening(now, e.inDays),
      active: true,
      created_at: ago(DAY),
    };
  });
  const routeId = demoId('route:gdl-sabores');
  const routeDate = localEvening(now, 3);
  const routeStops = ['gdl-tortas-el-guero', 'gdl-birrieria-nueve-esquinas', 'gdl-cantina-la-fuente'];

  // --- menus, drivers, orders ---------------------------------------------------------------------
  const menuCategories: Row<'menu_categories'>[] = [];
  const menuItems: Row<'menu_items'>[] = [];
  const variants: Row<'menu_item_variants'>[] = [];
  const itemIndex = new Map<string, { id: string; name: string; price: string }>();
  for (const m of DEMO_MENUS) {
    m.categories.forEach((c, ci) => {
      const categoryId = demoId(`menu-category:${m.business}:${ci}`);
      menuCategories.push({
        id: categoryId,
        business_id: bizId[m.business] as string,
        name: c.name,
        order: ci,
      });
      c.items.forEach((it, ii) => {
        const id = demoId(`menu-item:${m.business}:${ci}:${ii}`);
        itemIndex.set(`${m.business}:${it.name}`, { id, name: it.name, price: it.price });
        menuItems.push({
          id,
          business_id: bizId[m.business] as string,
          category_id: categoryId,
          name: it.name,
          description: it.description ?? null,
          price: it.price,
          order: ii,
        });
        (it.variants ?? []).forEach(([name, extra], vi) => {
          variants.push({ id: demoId(`variant:${id}:${vi}`), menu_item_id: id, name, price_extra: extra });
        });
      });
    });
  }

  const drivers: Row<'drivers'>[] = [
    { id: driverLuis, zone_id: cityId.gdl, phone: '33 1987 6543', vehicle_type: 'moto', is_available: true },
    { id: driverAna, zone_id: cityId.cdmx, phone: '55 1987 6543', vehicle_type: 'bici', is_available: false },
  ];

  const SHIPPING = '35.00';
  const orderPlans = [
    {
      key: 'o1',
      user: 'sofia',
      business: 'gdl-tortas-el-guero',
      status: 'delivered',
      driver: driverLuis,
      dstatus: 'delivered',
      age: 2 * DAY,
      lines: [
        ['Torta ahogada de carnitas', 2],
        ['Agua de jamaica', 2],
      ],
    },
    {
      key: 'o2',
      user: 'valeria',
      business: 'gdl-tortas-el-guero',
      status: 'looking_for_driver',
      driver: null,
      dstatus: null,
      age: 20 * 60_000,
      lines: [
        ['Torta ahogada de camarón', 1],
        ['Taco dorado de papa', 1],
      ],
    },
    {
      key: 'o3',
      user: 'diego',
      business: 'cdmx-taqueria-fogon',
      status: 'pending',
      driver: null,
      dstatus: null,
      age: 5 * 60_000,
      lines: [
        ['Taco al pastor', 5],
        ['Horchata', 1],
      ],
    },
    {
      key: 'o4',
      user: 'mateo',
      business: 'cdmx-taqueria-fogon',
      status: 'on_the_way',
      driver: driverAna,
      dstatus: 'accepted',
      age: 35 * 60_000,
      lines: [
        ['Gringa al pastor', 2],
        ['Frijoles charros', 1],
      ],
    },
  ] as const;
  const orders: Row<'orders'>[] = [];
  const orderItems: Row<'order_items'>[] = [];
  const driverOrders: Row<'driver_orders'>[] = [];
  for (const o of orderPlans) {
    const id = demoId(`order:${o.key}`);
    let subtotal = 0;
    o.lines.forEach(([name, quantity], n) => {
      const item = itemIndex.get(`${o.business}:${name}`);
      if (!item) throw new Error(`Demo order uses unknown item ${name}`);
      subtotal += toCents(item.price) * quantity;
      orderItems.push({
        id: demoId(`order-item:${o.key}:${n}`),
        order_id: id,
        menu_item_id: item.id,
        item_name: item.name,
        quantity,
        unit_price: item.price,
      });
    });
    orders.push({
      id,
      business_id: bizId[o.business] as string,
      user_id: person[o.user] as string,
      driver_id: o.driver,
      status: o.status,
      subtotal_amount: fromCents(subtotal),
      shipping_amount: SHIPPING,
      total_amount: fromCents(subtotal + toCents(SHIPPING)),
      delivery_address:
        o.user === 'sofia'
          ? 'Av. Vallarta 1450, Americana, 44160 Guadalajara'
          : 'Calle Durango 230, Roma Norte, 06700 CDMX',
      delivery_notes: 'Tocar el timbre del departamento 3',
      created_at: ago(o.age),
    });
    if (o.driver && o.dstatus) {
      driverOrders.push({
        id: demoId(`driver-order:${o.key}`),
        order_id: id,
        driver_id: o.driver,
        status: o.dstatus,
        created_at: ago(o.age - 10 * 60_000),
      });
    }
  }

  // --- write ----------------------------------------------------------------------------------------
  const imagesWritten = await writeImages(opts.storageDir, images);

  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('auth.users')
      .values(users)
      .onConflict((oc) => oc.doNothing())
      .execute();
    await trx
      .insertInto('profiles')
      .values(profiles)
      .onConflict((oc) => oc.doNothing())
      .execute();
    await trx
      .insertInto('businesses')
      .values(businesses)
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    await trx
      .insertInto('business_photos')
      .values(photos)
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    await trx
      .insertInto('reviews')
      .values(reviews)
      .onConflict((oc) => oc.doNothing())
      .execute();
    await trx
      .insertInto('business_posts')
      .values(posts)
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    await trx
      .insertInto('business_stories')
      .values(stories)
      .onConflict((oc) =>
        oc.column('id').doUpdateSet((eb) => ({
          created_at: eb.ref('excluded.created_at'),
          expires_at: eb.ref('excluded.expires_at'),
        })),
      )
      .execute();
    await trx
      .insertInto('story_highlights')
      .values({
        id: highlightId,
        business_id: bizId[highlightBusiness] as string,
        name: 'Nuestro café',
        cover_url: highlightStories[0]?.media_url ?? null,
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    if (highlightStories.length) {
      await trx
        .insertInto('story_highlight_items')
        .values(highlightStories.map((s) => ({ highlight_id: highlightId, story_id: s.id as string })))
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
    if (reactions.length)
      await trx
        .insertInto('post_reactions')
        .values(reactions)
        .onConflict((oc) => oc.doNothing())
        .execute();
    if (comments.length)
      await trx
        .insertInto('post_comments')
        .values(comments)
        .onConflict((oc) => oc.doNothing())
        .execute();
    await trx
      .insertInto('business_followers')
      .values(follows)
      .onConflict((oc) => oc.doNothing())
      .execute();
    await trx
      .insertInto('business_favorites')
      .values(favorites)
      .onConflict((oc) => oc.doNothing())
      .execute();
    await trx
      .insertInto('business_messages')
      .values(messages)
      .onConflict((oc) => oc.doNothing())
      .execute();
    await trx
      .insertInto('business_global_messages')
      .values(promotions)
      .onConflict((oc) =>
        oc.column('id').doUpdateSet((eb) => ({ expires_at: eb.ref('excluded.expires_at') })),
      )
      .execute();
    await trx
      .insertInto('weekend_plans')
      .values(events)
      .onConflict((oc) =>
        oc.column('id').doUpdateSet((eb) => ({ event_date: eb.ref('excluded.event_date') })),
      )
      .execute();
    await trx
      .insertInto('weekend_routes')
      .values({
        id: routeId,
        title: 'Ruta tapatía de sabores',
        description: 'Tortas ahogadas, birria y una cantina del Centro en una tarde.',
        event_date: routeDate,
        expires_at: new Date(routeDate.getTime() + 72 * HOUR),
        active: true,
        color: '#EF4444',
        city_id: cityId.gdl,
        created_by: sofia,
      })
      .onConflict((oc) =>
        oc.column('id').doUpdateSet((eb) => ({
          event_date: eb.ref('excluded.event_date'),
          expires_at: eb.ref('excluded.expires_at'),
        })),
      )
      .execute();
    await trx
      .insertInto('weekend_route_businesses')
      .values(
        routeStops.map((key, n) => ({ route_id: routeId, business_id: bizId[key] as string, order: n + 1 })),
      )
      .onConflict((oc) => oc.doNothing())
      .execute();
    await trx
      .insertInto('menu_categories')
      .values(menuCategories)
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    await trx
      .insertInto('menu_items')
      .values(menuItems)
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    await trx
      .insertInto('menu_item_variants')
      .values(variants)
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    await trx
      .insertInto('drivers')
      .values(drivers)
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    await trx
      .insertInto('orders')
      .values(orders)
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    await trx
      .insertInto('order_items')
      .values(orderItems)
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    await trx
      .insertInto('driver_orders')
      .values(driverOrders)
      .onConflict((oc) => oc.doNothing())
      .execute();
    await trx
      .insertInto('partner_applications')
      .values({
        id: demoId('partner-application:camila-oaxaca'),
        user_id: person.camila as string,
        country_id: (
          await trx.selectFrom('countries').select('id').where('code', '=', 'MX').executeTakeFirstOrThrow()
        ).id,
        city_id: cityId.oax,
        whatsapp: '951 567 9054',
        email: `camila.martinez@${DEMO_EMAIL_DOMAIN}`,
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  });

  return {
    users: users.length,
    businesses: businesses.length,
    posts: posts.length,
    stories: stories.length,
    reviews: reviews.length,
    events: events.length,
    imagesWritten,
  };
}
