import { updateAccountSchema } from '@cerca/contracts/account';
import { describe, expect, it } from 'vitest';
import { accountFieldError, accountFormDefaults } from './account-form';

describe('Mi Perfil form', () => {
  it('starts from the stored values, a missing phone as blank', () => {
    expect(accountFormDefaults({ username: 'ana', phone: null })).toEqual({ username: 'ana', phone: '' });
    expect(accountFormDefaults({ username: 'ana', phone: '3312345678' })).toEqual({
      username: 'ana',
      phone: '3312345678',
    });
  });

  it('parses what PATCH /me/account takes: trimmed, blank phone as null', () => {
    expect(updateAccountSchema.parse({ username: ' ana_1 ', phone: '  ' })).toEqual({
      username: 'ana_1',
      phone: null,
    });
    expect(updateAccountSchema.parse({ username: 'ana', phone: '+52 33-1234-5678' })).toEqual({
      username: 'ana',
      phone: '+52 33-1234-5678',
    });
    for (const phone of ['123', 'abc1234567', '+52 33 1234 5678 9999 1']) {
      expect(updateAccountSchema.safeParse({ username: 'ana', phone }).success).toBe(false);
    }
    for (const username of ['an', 'ana lópez', 'a'.repeat(31)]) {
      expect(updateAccountSchema.safeParse({ username, phone: '' }).success).toBe(false);
    }
  });

  it('names the text of each field error', () => {
    expect(accountFieldError({ username: { type: 'x' } }, 'username')).toBe('invalidUsername');
    expect(accountFieldError({ phone: { type: 'x' } }, 'phone')).toBe('invalidPhone');
    expect(accountFieldError({}, 'phone')).toBeNull();
  });
});
