import { MESSAGE_MAX_LENGTH } from '@cerca/contracts/messages';
import { describe, expect, it } from 'vitest';
import { insertAt, messageToSend, sendsOnKey } from './composer';

describe('messageToSend', () => {
  it('sends the text without surrounding blanks', () => {
    expect(messageToSend('  hola\n')).toBe('hola');
    expect(messageToSend('línea 1\nlínea 2 ')).toBe('línea 1\nlínea 2');
  });

  it('sends nothing blank or too long', () => {
    expect(messageToSend('')).toBeNull();
    expect(messageToSend(' \n\t ')).toBeNull();
    expect(messageToSend('a'.repeat(MESSAGE_MAX_LENGTH + 1))).toBeNull();
    expect(messageToSend(` ${'a'.repeat(MESSAGE_MAX_LENGTH)} `)).toHaveLength(MESSAGE_MAX_LENGTH);
  });
});

describe('sendsOnKey', () => {
  it('sends on Enter', () => {
    expect(sendsOnKey({ key: 'Enter', shiftKey: false })).toBe(true);
  });

  it('adds a line on Shift+Enter and while composing a character', () => {
    expect(sendsOnKey({ key: 'Enter', shiftKey: true })).toBe(false);
    expect(sendsOnKey({ key: 'Enter', shiftKey: false, isComposing: true })).toBe(false);
    expect(sendsOnKey({ key: 'a', shiftKey: false })).toBe(false);
  });
});

describe('insertAt', () => {
  it('puts the emoji at the caret and the caret after it', () => {
    expect(insertAt('hola mundo', '🌮', 5, 5)).toEqual(['hola 🌮mundo', 7]);
    expect(insertAt('hola mundo', '👍', 5, 10)).toEqual(['hola 👍', 7]);
  });
});
