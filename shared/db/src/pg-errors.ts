/**
 * Whether a database error is a unique violation (23505), of the named constraint when one is
 * given (a taken e-mail told from a taken username, a second live assignment of an order).
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const pgError = error as { code?: string; constraint?: string } | null;
  return pgError?.code === '23505' && (constraint === undefined || pgError.constraint === constraint);
}

/** Whether a database error is a foreign key violation (23503): a row others still point at. */
export function isForeignKeyViolation(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === '23503';
}
