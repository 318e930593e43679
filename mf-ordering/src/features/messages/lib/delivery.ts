import type { Message, MessagesReadEvent } from '@cerca/contracts/messages';

/** A message being sent from this page, shown before the server answers. */
export interface PendingMessage {
  client_id: string;
  content: string;
  created_at: string;
  failed: boolean;
}

export type DeliveryState = 'sending' | 'failed' | 'sent' | 'read';

/** Spec 02 §4: own messages show a sent or read indicator; other people's show none. */
export function deliveryState(
  message: Pick<Message, 'sender_id' | 'is_read'>,
  myId: string,
): DeliveryState | null {
  if (message.sender_id !== myId) return null;
  return message.is_read ? 'read' : 'sent';
}

export function pendingState(pending: Pick<PendingMessage, 'failed'>): DeliveryState {
  return pending.failed ? 'failed' : 'sending';
}

/**
 * The other person read up to `up_to`: every message of mine up to it (by time) is now read. When
 * `up_to` is not on the page (an older one), everything of mine that is listed and older than the
 * event is read too.
 */
export function withRead(messages: Message[], event: MessagesReadEvent, myId: string): Message[] {
  const upTo = messages.find((message) => message.id === event.up_to);
  const limit = upTo ? upTo.created_at : event.read_at;
  return messages.map((message) =>
    message.sender_id === myId && !message.is_read && message.created_at <= limit
      ? { ...message, is_read: true }
      : message,
  );
}

/** Adds messages to a list in time order, once each (a socket event and an answer may repeat one). */
export function mergeMessages(current: Message[], incoming: Message[]): Message[] {
  const byId = new Map(current.map((message) => [message.id, message]));
  for (const message of incoming) {
    // A read indicator never goes back to sent, whichever of the two answers came last.
    const known = byId.get(message.id);
    byId.set(message.id, { ...message, is_read: message.is_read || Boolean(known?.is_read) });
  }
  return [...byId.values()].sort((a, b) =>
    a.created_at === b.created_at ? a.id.localeCompare(b.id) : a.created_at.localeCompare(b.created_at),
  );
}
