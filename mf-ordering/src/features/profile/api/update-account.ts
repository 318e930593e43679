import { type Account, accountSchema, type UpdateAccount } from '@cerca/contracts/account';
import { announceProfileChanged, apiFetch } from '@cerca/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountKeys } from '../../../api/get-account';

/** PATCH /api/ordering/me/account — Mi Perfil's username and phone. */
export function updateAccount(changes: UpdateAccount): Promise<Account> {
  return apiFetch('/api/ordering/me/account', accountSchema, {
    method: 'PATCH',
    body: JSON.stringify({ username: changes.username, phone: changes.phone ?? '' }),
  });
}

/** Saves, stores the answer and tells the chrome (its user menu shows the username). */
export function useUpdateAccount(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccount,
    onSuccess: (saved) => {
      queryClient.setQueryData(accountKeys.ofUser(userId), saved);
      announceProfileChanged();
    },
  });
}
