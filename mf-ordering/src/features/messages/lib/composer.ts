import { MESSAGE_MAX_LENGTH } from '@cerca/contracts/messages';

// The composer's rules as pure functions, so they are tested without a browser.

/** What is sent: the text without surrounding blanks, or null when nothing (or too much) is left. */
export function messageToSend(draft: string): string | null {
  const content = draft.trim();
  if (content === '' || content.length > MESSAGE_MAX_LENGTH) return null;
  return content;
}

interface KeyLike {
  key: string;
  shiftKey: boolean;
  /** True while an input method (e.g. accents on some keyboards) is composing a character. */
  isComposing?: boolean;
}

/** Enter sends, Shift+Enter (or Enter while composing a character) adds a new line. */
export function sendsOnKey(event: KeyLike): boolean {
  return event.key === 'Enter' && !event.shiftKey && !event.isComposing;
}

/** Adds an emoji where the caret was, and says where the caret goes next. */
export function insertAt(draft: string, insert: string, start: number, end: number): [string, number] {
  const next = draft.slice(0, start) + insert + draft.slice(end);
  return [next, start + insert.length];
}
