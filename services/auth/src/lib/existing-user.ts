import type { Db } from '@cerca/db';
import { findUserById, type UserWithProfile } from '../repositories/users';
import { gotrue } from './gotrue-error';

/** The user with this id, or GoTrue's 404 (malformed ids included). */
export async function findExistingUser(db: Db, id: string): Promise<UserWithProfile> {
  const record = await findUserById(db, id);
  if (!record) throw gotrue.userNotFound();
  return record;
}
