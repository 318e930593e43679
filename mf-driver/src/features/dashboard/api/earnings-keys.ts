/**
 * Every query key of the earnings resource, in one place, apart from its request: a finished
 * delivery refreshes the earnings without loading their schema with the dashboard.
 */
export const earningsKeys = {
  all: ['driver-earnings'] as const,
  of: (userId: string) => [...earningsKeys.all, userId] as const,
};
