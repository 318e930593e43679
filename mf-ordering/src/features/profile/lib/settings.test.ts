import { describe, expect, it } from 'vitest';
import { isDeleteConfirmed, passwordErrorKey, passwordFormError } from './settings';

describe('isDeleteConfirmed', () => {
  it('accepts only the exact word', () => {
    expect(isDeleteConfirmed('eliminar')).toBe(true);
    for (const word of ['', 'Eliminar', 'ELIMINAR', ' eliminar', 'eliminar ', 'borrar']) {
      expect(isDeleteConfirmed(word)).toBe(false);
    }
  });
});

describe('password form', () => {
  it('needs the three fields and matching new passwords', () => {
    expect(passwordFormError({ current: '', next: 'a', confirm: 'a' })).toBe('required');
    expect(passwordFormError({ current: 'x', next: 'nueva-1234', confirm: 'nueva-1235' })).toBe('mismatch');
    expect(passwordFormError({ current: 'x', next: 'nueva-1234', confirm: 'nueva-1234' })).toBeNull();
  });

  it('maps the auth service codes it knows, the rest to a generic text', () => {
    expect(passwordErrorKey('current_password_mismatch')).toBe('current_password_mismatch');
    expect(passwordErrorKey('weak_password')).toBe('weak_password');
    expect(passwordErrorKey('same_password')).toBe('same_password');
    expect(passwordErrorKey('whatever')).toBe('generic');
  });
});
