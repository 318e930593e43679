export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const pgError = error as { code?: string; constraint?: string };
  return pgError?.code === '23505' && pgError.constraint === constraint;
}

export function isForeignKeyViolation(error: unknown): boolean {
  return (error as { code?: string })?.code === '23503';
}
