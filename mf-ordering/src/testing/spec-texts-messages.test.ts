import { MESSAGE_EMOJIS, MESSAGE_USER_SEARCH_LIMIT, TYPING_TIMEOUT_MS } from '@cerca/contracts/messages';
import { describe, expect, it } from 'vitest';
import texts from '../locales/es-MX/messages.json';
import ordering from '../locales/es-MX/ordering.json';

// Spec 02 §2 (Messages), §8 and §9: these texts and limits are quoted exactly.
describe('messages texts of the spec', () => {
  it('asks visitors to sign in', () => {
    expect(ordering.messages.signedOut).toBe('Inicia sesión para ver tus mensajes');
  });

  it('reports failures with the §8 errors', () => {
    expect(texts.chat.loadChatsError).toBe('Error al cargar los chats');
    expect(texts.chat.loadMessagesError).toBe('Error al cargar los mensajes');
    expect(texts.chat.state.failed).toBe('Error al enviar el mensaje');
  });

  it('keeps the §9 limits', () => {
    expect(MESSAGE_USER_SEARCH_LIMIT).toBe(5);
    expect(new Set(MESSAGE_EMOJIS).size).toBe(16);
    expect(TYPING_TIMEOUT_MS).toBe(2_000);
  });
});
