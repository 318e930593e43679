import { type Account, type UpdateAccount, updateAccountSchema } from '@cerca/contracts/account';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, Resolver } from 'react-hook-form';

// Mi Perfil's form: react-hook-form + zodResolver over the very schema PATCH /me/account
// validates with. The inputs hold text; the resolver trims and turns a blank phone into null.

export interface AccountFormValues {
  username: string;
  phone: string;
}

export const accountFormResolver = zodResolver(updateAccountSchema) as unknown as Resolver<
  AccountFormValues,
  unknown,
  UpdateAccount
>;

export function accountFormDefaults(account: Pick<Account, 'username' | 'phone'>): AccountFormValues {
  return { username: account.username, phone: account.phone ?? '' };
}

/** The text key of a field's error (account.myProfile.<key>), or null. */
export function accountFieldError(
  errors: FieldErrors<AccountFormValues>,
  field: keyof AccountFormValues,
): 'invalidUsername' | 'invalidPhone' | null {
  if (!errors[field]) return null;
  return field === 'username' ? 'invalidUsername' : 'invalidPhone';
}
