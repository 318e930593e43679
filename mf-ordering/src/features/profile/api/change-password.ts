import { getAuthClient } from '@cerca/session';
import { useMutation } from '@tanstack/react-query';

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
}

/** A refusal of the auth service, by its GoTrue error code. */
export class PasswordChangeError extends Error {
  constructor(readonly code: string) {
    super(code);
    this.name = 'PasswordChangeError';
  }
}

/**
 * PUT /auth/v1/user through the session client, with the current password as the
 * reauthentication proof (GoTrue's current_password), so it works however old the session is.
 */
export async function changePassword({ currentPassword, newPassword }: PasswordChange): Promise<void> {
  const client = await getAuthClient();
  const { error } = await client.updateUser({ password: newPassword, current_password: currentPassword });
  if (error) throw new PasswordChangeError(error.code ?? 'unknown_error');
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
