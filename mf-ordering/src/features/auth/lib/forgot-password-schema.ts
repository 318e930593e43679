import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import * as z from 'zod/mini';

/** "¿Olvidaste tu contraseña?": only an address that looks like one reaches the auth service. */
const forgotPasswordSchema = z.object({
  email: z.string().check(z.trim(), z.minLength(1, 'missingEmail'), z.email('invalidEmail')),
});

export type ForgotPasswordValues = z.input<typeof forgotPasswordSchema>;
export type ForgotPasswordErrorKey = 'missingEmail' | 'invalidEmail';

export const forgotPasswordResolver = zodResolver(
  forgotPasswordSchema,
) as unknown as Resolver<ForgotPasswordValues>;

/** The message key the schema put on the field (its issue message), or the generic one. */
export function forgotPasswordErrorKey(message: string | undefined): ForgotPasswordErrorKey {
  return message === 'missingEmail' ? 'missingEmail' : 'invalidEmail';
}

/** Where the mailed link lands: the sign-in page, where the shell asks for the new password. */
export function recoveryRedirect(origin: string): string {
  return `${origin}/profile`;
}

/** A 429 from the auth service (one mail a minute per address) gets its own words. */
export function recoveryErrorKey(error: { status?: number; code?: string }): 'rateLimit' | 'failed' {
  return error.status === 429 || /rate_limit/.test(error.code ?? '') ? 'rateLimit' : 'failed';
}
