import { randomUUID } from 'node:crypto';
import type { Role } from '@cerca/contracts';
import {
  type BusinessSchedule,
  type Database,
  type NewBusiness,
  PROVEN_EMAIL_KEY,
  type UserType,
  WEEKDAYS,
} from '@cerca/db';
import type { Kysely } from 'kysely';

// Rows the tests of every package need, inserted the way the services leave them. Defaults are
// fixed values the tests assert on (state 'Oaxaca', 17.06/-96.72, …): change them with care.

export interface UserFixture {
  /** Default `<first 8 hex of the id>@example.com`. */
  email?: string;
  /** Default the e-mail's local part, like the auth service's sign-up. */
  username?: string;
  role?: Role;
  managedCityId?: string | null;
  userType?: UserType;
  /** Mark the address as proven by a mailed token, as the auth service does (PROVEN_EMAIL_KEY). */
  provenEmail?: boolean;
}

/** What an inserted account is; its fields are also the claims of a matching test token. */
export interface TestUser {
  id: string;
  email: string;
  username: string;
  role: Role;
  managedCityId: string | null;
}

/** An account as the auth service leaves it: an auth.users row plus its profile. */
export async function insertUser(db: Kysely<Database>, options: UserFixture = {}): Promise<TestUser> {
  const id = randomUUID();
  const email = options.email ?? `${id.slice(0, 8)}@example.com`;
  const username = options.username ?? email.split('@')[0]!;
  const role = options.role ?? 'user';
  const managedCityId = options.managedCityId ?? null;
  await db
    .insertInto('auth.users')
    .values({
      id,
      email,
      ...(options.provenEmail ? { raw_app_meta_data: { [PROVEN_EMAIL_KEY]: email.toLowerCase() } } : {}),
    })
    .execute();
  await db
    .insertInto('profiles')
    .values({
      id,
      email,
      username,
      role,
      managed_city_id: managedCityId,
      user_type: options.userType ?? 'user',
    })
    .execute();
  return { id, email, username, role, managedCityId };
}

export interface CityFixture {
  name?: string;
  state?: string;
}

/**
 * A city (in the México country row, created when missing) to hang businesses, partners and
 * drivers on, for tests that do not load the seed catalogue.
 */
export async function insertCity(db: Kysely<Database>, options: CityFixture = {}) {
  const country = await db
    .insertInto('countries')
    .values({
      name: `País ${randomUUID().slice(0, 6)}`,
      code: 'MX',
      flag_url: '/storage/v1/object/public/catalogue/flags/mx.webp',
    })
    .onConflict((oc) => oc.column('code').doUpdateSet({ code: 'MX' }))
    .returning('id')
    .executeTakeFirstOrThrow();
  return db
    .insertInto('cities')
    .values({
      name: options.name ?? 'Oaxaca',
      state: options.state ?? 'Oaxaca',
      country_id: country.id,
      latitude: 17.06,
      longitude: -96.72,
    })
    .returning(['id', 'name'])
    .executeTakeFirstOrThrow();
}

/** A city of the seed catalogue (createTestDatabase({ seedCatalogue: true })) by its name. */
export async function cityByName(db: Kysely<Database>, name: string) {
  return db.selectFrom('cities').select(['id', 'name']).where('name', '=', name).executeTakeFirstOrThrow();
}

export interface BusinessFixture extends Partial<Omit<NewBusiness, 'owner_id' | 'city_id'>> {
  ownerId: string;
  /** The catalogue city; default none, as businesses created before the catalogue link. */
  cityId?: string | null;
}

/** A business with every required column filled (a café in Oaxaca); any column can be given. */
export async function insertBusiness(
  db: Kysely<Database>,
  { ownerId, cityId = null, ...columns }: BusinessFixture,
) {
  return db
    .insertInto('businesses')
    .values({
      name: 'Café Azul',
      description: 'Café de especialidad',
      address: 'Calle 1',
      city: 'Oaxaca',
      state: 'Oaxaca',
      zip_code: '68000',
      category: 'Cafeterías',
      subcategory: 'Café de especialidad',
      ...columns,
      owner_id: ownerId,
      city_id: cityId,
    })
    .returning(['id', 'name', 'created_at'])
    .executeTakeFirstOrThrow();
}

/** Open every day from 00:00 to 24:00: a business (`schedule`) that takes orders whenever a test runs. */
export const ALWAYS_OPEN = Object.fromEntries(
  WEEKDAYS.flatMap((day) => [
    [`${day}_start`, '00:00'],
    [`${day}_end`, '24:00'],
  ]),
) as BusinessSchedule;

export interface MenuItemFixture {
  businessId: string;
  /** Default 'Tortas': a category of its own is inserted for the item. */
  category?: string;
  /** Default 'Torta'. */
  name?: string;
  /** Default '80.00'. */
  price?: string;
}

/** An active menu item in a new category of the business; answers the item's id. */
export async function insertMenuItem(
  db: Kysely<Database>,
  { businessId, category = 'Tortas', name = 'Torta', price = '80.00' }: MenuItemFixture,
): Promise<{ id: string }> {
  const { id: categoryId } = await db
    .insertInto('menu_categories')
    .values({ business_id: businessId, name: category })
    .returning('id')
    .executeTakeFirstOrThrow();
  return db
    .insertInto('menu_items')
    .values({ business_id: businessId, category_id: categoryId, name, price })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export interface BusinessPhotoFixture {
  businessId: string;
  url: string;
  /** Default 'main'; the first main photo by (created_at, id) is the business's logo. */
  type?: 'main' | 'banner';
  /** Default now(); give one to decide which main photo comes first. */
  createdAt?: Date;
}

/** One business_photos row. */
export async function insertBusinessPhoto(db: Kysely<Database>, photo: BusinessPhotoFixture) {
  return db
    .insertInto('business_photos')
    .values({
      business_id: photo.businessId,
      url: photo.url,
      type: photo.type ?? 'main',
      ...(photo.createdAt ? { created_at: photo.createdAt } : {}),
    })
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
}

export interface PostFixture {
  businessId: string;
  userId: string;
  caption?: string | null;
  mediaUrl?: string | null;
  mediaType?: 'image' | 'video' | null;
  approved?: boolean;
  /** Default now(); give one to order posts in a test. */
  createdAt?: Date;
}

/** One business_posts row (a publication of its own); city_id comes from the business's trigger. */
export async function insertPost(db: Kysely<Database>, post: PostFixture) {
  const [row] = await insertPublication(db, { ...post, mediaUrls: [post.mediaUrl ?? null] });
  return row!;
}

export interface PublicationFixture extends Omit<PostFixture, 'mediaUrl'> {
  /** One row per entry, inserted in one statement as publishing does. */
  mediaUrls: Array<string | null>;
}

/**
 * A publication of several images: one row per image sharing caption, publication_id and (one
 * statement) created_at. Returned in insertion order.
 */
export async function insertPublication(db: Kysely<Database>, publication: PublicationFixture) {
  const publicationId = randomUUID();
  return db
    .insertInto('business_posts')
    .values(
      publication.mediaUrls.map((mediaUrl) => ({
        business_id: publication.businessId,
        user_id: publication.userId,
        caption: publication.caption === undefined ? 'Pan de muerto recién horneado' : publication.caption,
        media_url: mediaUrl,
        media_type: mediaUrl === null ? null : (publication.mediaType ?? 'image'),
        publication_id: publicationId,
        ...(publication.approved === undefined ? {} : { approved: publication.approved }),
        ...(publication.createdAt ? { created_at: publication.createdAt } : {}),
      })),
    )
    .returning(['id', 'publication_id', 'created_at', 'city_id'])
    .execute();
}

export interface StoryFixture {
  businessId: string;
  userId: string;
  title?: string | null;
  mediaUrl?: string | null;
  approved?: boolean;
  /** Default now() + 24 hours. */
  expiresAt?: Date;
  createdAt?: Date;
}

/** One business_stories row (an instant image story); city_id comes from the business's trigger. */
export async function insertStory(db: Kysely<Database>, story: StoryFixture) {
  return db
    .insertInto('business_stories')
    .values({
      business_id: story.businessId,
      user_id: story.userId,
      type: 'instant',
      title: story.title === undefined ? null : story.title,
      content: null,
      media_url:
        story.mediaUrl === undefined ? '/storage/v1/object/public/business-stories/a.webp' : story.mediaUrl,
      media_type: 'image',
      thumbnail_url: null,
      ...(story.approved === undefined ? {} : { approved: story.approved }),
      ...(story.expiresAt ? { expires_at: story.expiresAt } : {}),
      ...(story.createdAt ? { created_at: story.createdAt } : {}),
    })
    .returning(['id', 'created_at', 'expires_at', 'city_id'])
    .executeTakeFirstOrThrow();
}
