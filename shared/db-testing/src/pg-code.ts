/** The Postgres error code a promise rejects with ('23505' unique, '23514' check, '23503' fk). */
export async function pgCode(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
  } catch (error) {
    return (error as { code?: string }).code;
  }
  return undefined;
}
