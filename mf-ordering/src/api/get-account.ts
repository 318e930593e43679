import { type Account, accountSchema } from '@cerca/contracts/account';
import { apiFetch } from '@cerca/session';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Every query key of the caller's account, in one place. */
export const accountKeys = {
  all: ['account'] as const,
  ofUser: (userId: string) => [...accountKeys.all, userId] as const,
  activity: (userId: string) => [...accountKeys.all, userId, 'activity'] as const,
};

/** GET /api/ordering/me/account — username, e-mail, phone and the notifications setting. */
export function getAccount(): Promise<Account> {
  return apiFetch('/api/ordering/me/account', accountSchema);
}

export const accountQueryOptions = (userId: string) =>
  queryOptions({ queryKey: accountKeys.ofUser(userId), queryFn: getAccount });

export function useAccount(userId: string) {
  return useQuery(accountQueryOptions(userId));
}
