import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORDS } from '../src/lib/common-passwords';
import { isRepetition, isSequence } from '../src/lib/password-patterns';

describe('common passwords', () => {
  it('holds the zxcvbn-ts list (at least 10,000) and the curated Spanish ones, lower-case', () => {
    expect(COMMON_PASSWORDS.size).toBeGreaterThan(45_000);
    for (const password of ['password', 'barcelona', 'mariposa', 'jordan23', 'contraseña123', 'mexico123']) {
      expect(COMMON_PASSWORDS.has(password), password).toBe(true);
    }
    expect([...COMMON_PASSWORDS].every((password) => password === password.toLowerCase())).toBe(true);
    expect(COMMON_PASSWORDS.has('cerca-demo-1234')).toBe(false);
  });
});

describe('password patterns', () => {
  it('finds one short block repeated over the whole password', () => {
    for (const text of ['aaaaaaaa', '11111111', 'abababab', 'abcabcab', 'abcdabcd', '!!!!!!!!', 'ññññññññ']) {
      expect(isRepetition(text), text).toBe(true);
    }
    for (const text of ['aaaaaaab', 'abcdeabcde', 'cerca-demo-1234', 'a']) {
      expect(isRepetition(text), text).toBe(false);
    }
  });

  it('finds runs of the alphabet, the digits and the keyboard, either way round', () => {
    for (const text of [
      'abcdefgh',
      'stuvwxyz',
      'zyxwvuts',
      '12345678',
      '78901234',
      '98765432',
      'qwertyui',
      'yuiopasd',
      'mnbvcxzl',
      '1qaz2wsx',
      'qazwsxed',
    ]) {
      expect(isSequence(text), text).toBe(true);
    }
    for (const text of ['abcdefgz', 'acegikmo', '13579135', 'qwertyuz', 'cerca-demo-1234', 'a']) {
      expect(isSequence(text), text).toBe(false);
    }
  });
});
