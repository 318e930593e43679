import * as z from 'zod/mini';
import { publicPersonSchema } from './people';
import { USER_TYPES } from './roles';

// Messages (issue 12; spec 02 §2 Messages, §4 Messages, §5, §7, §9): two-person conversations
// stored in business_messages. Imported by file (`@cerca/contracts/messages`) by the ordering
// service, the realtime service and mf-ordering.

/** Spec 02 §9: the composer's picker has 16 emojis (the spec does not name them; these are ours). */
export const MESSAGE_EMOJIS = [
  '😀',
  '😂',
  '😍',
  '😊',
  '😎',
  '🤔',
  '😢',
  '😡',
  '👍',
  '👎',
  '👏',
  '🙏',
  '❤️',
  '🔥',
  '🎉',
  '🌮',
] as const;

/** Longest message accepted (characters, after trimming). */
export const MESSAGE_MAX_LENGTH = 2000;
/** Spec 02 §9: user search in messages answers at most 5 people. */
export const MESSAGE_USER_SEARCH_LIMIT = 5;
export const MESSAGES_PAGE_SIZE = 30;
export const CONVERSATIONS_PAGE_SIZE = 20;
/** A typing indicator disappears after this long without another keystroke. */
export const TYPING_TIMEOUT_MS = 2_000;
/** Unread messages still unread after this long go out as one e-mail digest. */
export const MESSAGE_DIGEST_DELAY_MS = 10 * 60 * 1000;

/** Why the composer cannot send to this person (the server refuses the same). */
export const SEND_BLOCKS = [
  /** Two personal accounts cannot message each other (the send control is hidden). */
  'personal_to_personal',
  /** A business on Basic (no trial) cannot write to customers: the composer links to the plans. */
  'business_plan',
] as const;
export type SendBlock = (typeof SEND_BLOCKS)[number];

export const messageSchema = z.object({
  id: z.string(),
  sender_id: z.string(),
  receiver_id: z.string(),
  /** Plain text as written (trimmed); pages render it as text, never as HTML. */
  content: z.string(),
  is_read: z.boolean(),
  created_at: z.string(),
});
export type Message = z.infer<typeof messageSchema>;

/** The other person of a conversation, as the list and the info panel show them. */
export const conversationPartySchema = z.object({
  ...publicPersonSchema.shape,
  user_type: z.enum(USER_TYPES),
});

export const conversationSchema = z.object({
  other: conversationPartySchema,
  last_message: messageSchema,
  /** Messages from `other` the caller has not read. */
  unread_count: z.int(),
});
export type Conversation = z.infer<typeof conversationSchema>;

/** GET /api/ordering/conversations?cursor= — the caller's conversations, latest activity first. */
export const conversationsQuerySchema = z.object({
  cursor: z.optional(z.string().check(z.maxLength(300))),
});
export const conversationsResponseSchema = z.object({
  conversations: z.array(conversationSchema),
  next_cursor: z.nullable(z.string()),
});

export const conversationPathSchema = z.object({ userId: z.string().check(z.maxLength(100)) });

/**
 * GET /api/ordering/conversations/:userId/messages?before=&after= — the thread with one person,
 * newest page first (`before`: older messages for scrolling up) or everything after a message
 * (`after`: a reconnecting client catching up, oldest first, no gaps and no duplicates). Answers
 * whether the caller may send, and why not.
 */
export const threadQuerySchema = z.object({
  before: z.optional(z.string().check(z.maxLength(300))),
  after: z.optional(z.string().check(z.maxLength(300))),
});
export const threadResponseSchema = z.object({
  other: conversationPartySchema,
  /** Oldest first. */
  messages: z.array(messageSchema),
  /** Cursor for `before` (older page), null at the beginning of the conversation. */
  older_cursor: z.nullable(z.string()),
  can_send: z.boolean(),
  send_block: z.nullable(z.enum(SEND_BLOCKS)),
});
export type Thread = z.infer<typeof threadResponseSchema>;

/** POST /api/ordering/conversations/:userId/messages */
export const sendMessageBodySchema = z.object({
  content: z.string().check(z.maxLength(MESSAGE_MAX_LENGTH * 2)),
  /** Chosen by the browser so a retried send stores one message. */
  client_id: z.optional(z.string().check(z.maxLength(100))),
});
export const sendMessageResponseSchema = z.object({ message: messageSchema });

/** POST /api/ordering/conversations/:userId/read — marks the other person's messages read. */
export const markReadResponseSchema = z.object({ read: z.int() });

/** Realtime events (user rooms). */
export const MESSAGE_SOCKET_EVENTS = {
  /** To the receiver (and the sender's other tabs): a new message. Payload: Message. */
  created: 'message:new',
  /** To the sender: the other person read up to this message. Payload: MessagesReadEvent. */
  read: 'message:read',
  /** Relayed between the two people (the client emits it too). Payload: TypingEvent. */
  typing: 'message:typing',
} as const;

export interface MessagesReadEvent {
  reader_id: string;
  /** The newest message now read. */
  up_to: string;
  read_at: string;
}

export interface TypingEvent {
  /** Who is typing (set by the server; a client's claim is ignored). */
  from: string;
  /** To whom. */
  to: string;
}
