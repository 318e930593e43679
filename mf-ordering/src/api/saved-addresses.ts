import {
  addressDeletedSchema,
  type SavedAddress,
  type SavedAddressInput,
  savedAddressesResponseSchema,
  savedAddressSchema,
} from '@cerca/contracts/addresses';
import { apiFetch } from '@cerca/session';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

// "Mis direcciones" (issue 25): the profile's address book and the checkout's choice read the same
// list, so a saved or deleted address shows in both at once.

/** Every query key of the caller's addresses, in one place. */
export const savedAddressKeys = {
  all: ['saved-addresses'] as const,
  ofUser: (userId: string) => [...savedAddressKeys.all, userId] as const,
};

/** GET /api/ordering/me/addresses — the default first, then oldest first. */
async function listSavedAddresses(): Promise<SavedAddress[]> {
  return (await apiFetch('/api/ordering/me/addresses', savedAddressesResponseSchema)).addresses;
}

export const savedAddressesQueryOptions = (userId: string) =>
  queryOptions({ queryKey: savedAddressKeys.ofUser(userId), queryFn: listSavedAddresses });

export function useSavedAddresses(userId: string | null) {
  return useQuery({ ...savedAddressesQueryOptions(userId ?? ''), enabled: userId !== null });
}

/** POST (no id) or PUT …/:id: saves one address and reloads the list (a new default moves others). */
export function useSaveAddress(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: SavedAddressInput }) =>
      apiFetch(
        id ? `/api/ordering/me/addresses/${encodeURIComponent(id)}` : '/api/ordering/me/addresses',
        savedAddressSchema,
        { method: id ? 'PUT' : 'POST', body: JSON.stringify(input) },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedAddressKeys.ofUser(userId) }),
  });
}

/** DELETE …/:id: the oldest address left may become the default, so the list is read again. */
export function useDeleteAddress(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch(`/api/ordering/me/addresses/${encodeURIComponent(id)}`, addressDeletedSchema, {
        method: 'DELETE',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedAddressKeys.ofUser(userId) }),
  });
}
