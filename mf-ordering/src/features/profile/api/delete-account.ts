import { deleteAccountResponseSchema } from '@cerca/contracts/account';
import { apiFetch } from '@cerca/session';
import { useMutation } from '@tanstack/react-query';

/** DELETE /api/ordering/me — the server refuses any word but "eliminar". */
export function deleteAccount(confirmation: string) {
  return apiFetch('/api/ordering/me', deleteAccountResponseSchema, {
    method: 'DELETE',
    body: JSON.stringify({ confirmation }),
  });
}

/** The caller signs out locally afterwards (signOut clears storage and goes to /). */
export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
