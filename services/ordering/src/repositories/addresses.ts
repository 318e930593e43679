import { MAX_SAVED_ADDRESSES, type SavedAddress, type SavedAddressInput } from '@cerca/contracts/addresses';
import { type Db, sql } from '@cerca/db';

// "Mis direcciones" (issue 25). A person's addresses change one at a time under a lock on their
// profile row: two tabs adding the tenth and eleventh address, or both marking a default, wait for
// each other instead of both winning. At most one default (a partial unique index says so too);
// the first address becomes it, and deleting the default hands it to the oldest one left.

export type AddressProblem = 'limit' | 'not_found';

/** The city an address may name, with the state its postal code must belong to. */
export async function findCity(db: Db, cityId: string) {
  return db.selectFrom('cities').select(['id', 'name', 'state']).where('id', '=', cityId).executeTakeFirst();
}

function addressQuery(db: Db) {
  return db
    .selectFrom('user_addresses')
    .innerJoin('cities', 'cities.id', 'user_addresses.city_id')
    .select([
      'user_addresses.id',
      'user_addresses.label',
      'user_addresses.name',
      'user_addresses.street',
      'user_addresses.number',
      'user_addresses.interior',
      'user_addresses.neighborhood',
      'user_addresses.postal_code',
      'user_addresses.city_id',
      'cities.name as city_name',
      'user_addresses.between_streets',
      'user_addresses.references',
      'user_addresses.is_default',
      'user_addresses.created_at',
    ]);
}

type AddressRow = Awaited<ReturnType<ReturnType<typeof addressQuery>['executeTakeFirstOrThrow']>>;

function toContract(row: AddressRow): SavedAddress {
  return { ...row, created_at: new Date(row.created_at).toISOString() };
}

/** The default first, then oldest first. */
export async function listAddresses(db: Db, userId: string): Promise<SavedAddress[]> {
  const rows = await addressQuery(db)
    .where('user_addresses.user_id', '=', userId)
    .orderBy('user_addresses.is_default', 'desc')
    .orderBy('user_addresses.created_at')
    .orderBy('user_addresses.id')
    .execute();
  return rows.map(toContract);
}

/** Blank optional fields are stored as null. */
function columns(input: SavedAddressInput) {
  const orNull = (value: string | undefined) => (value ? value : null);
  return {
    label: input.label,
    name: orNull(input.name),
    street: input.street,
    number: input.number,
    interior: orNull(input.interior),
    neighborhood: input.neighborhood,
    postal_code: input.postal_code,
    city_id: input.city_id,
    between_streets: orNull(input.between_streets),
    references: orNull(input.references),
  };
}

/** Locks the person's profile row: their address changes happen one at a time. */
async function lockPerson(trx: Db, userId: string): Promise<void> {
  await trx.selectFrom('profiles').select('id').where('id', '=', userId).forUpdate().execute();
}

async function clearDefault(trx: Db, userId: string): Promise<void> {
  await trx
    .updateTable('user_addresses')
    .set({ is_default: false })
    .where('user_id', '=', userId)
    .where('is_default', '=', true)
    .execute();
}

export async function createAddress(
  db: Db,
  userId: string,
  input: SavedAddressInput,
): Promise<SavedAddress | AddressProblem> {
  return db.transaction().execute(async (trx) => {
    await lockPerson(trx, userId);
    const { count } = await trx
      .selectFrom('user_addresses')
      .select(sql<number>`count(*)::int`.as('count'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    if (count >= MAX_SAVED_ADDRESSES) return 'limit';
    const isDefault = count === 0 || input.is_default === true;
    if (isDefault) await clearDefault(trx, userId);
    const { id } = await trx
      .insertInto('user_addresses')
      .values({ ...columns(input), user_id: userId, is_default: isDefault })
      .returning('id')
      .executeTakeFirstOrThrow();
    return toContract(await addressQuery(trx).where('user_addresses.id', '=', id).executeTakeFirstOrThrow());
  });
}

export async function updateAddress(
  db: Db,
  userId: string,
  addressId: string,
  input: SavedAddressInput,
): Promise<SavedAddress | AddressProblem> {
  return db.transaction().execute(async (trx) => {
    await lockPerson(trx, userId);
    // Unmarking the default is not a thing: another address becomes the default by being marked.
    if (input.is_default === true) await clearDefault(trx, userId);
    const row = await trx
      .updateTable('user_addresses')
      .set({
        ...columns(input),
        ...(input.is_default === true ? { is_default: true } : {}),
        updated_at: sql`now()`,
      })
      .where('id', '=', addressId)
      .where('user_id', '=', userId)
      .returning('id')
      .executeTakeFirst();
    if (!row) return 'not_found';
    return toContract(
      await addressQuery(trx).where('user_addresses.id', '=', row.id).executeTakeFirstOrThrow(),
    );
  });
}

/** Deletes one; when it was the default, the oldest address left becomes the default. */
export async function deleteAddress(db: Db, userId: string, addressId: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await lockPerson(trx, userId);
    const gone = await trx
      .deleteFrom('user_addresses')
      .where('id', '=', addressId)
      .where('user_id', '=', userId)
      .returning('is_default')
      .executeTakeFirst();
    if (!gone) return false;
    if (gone.is_default) {
      await trx
        .updateTable('user_addresses')
        .set({ is_default: true })
        .where(
          'id',
          '=',
          trx
            .selectFrom('user_addresses')
            .select('id')
            .where('user_id', '=', userId)
            .orderBy('created_at')
            .orderBy('id')
            .limit(1),
        )
        .execute();
    }
    return true;
  });
}
