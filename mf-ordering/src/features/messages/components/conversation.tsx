import {
  MESSAGE_SOCKET_EVENTS,
  type Message,
  type Thread,
  TYPING_TIMEOUT_MS,
  type TypingEvent,
} from '@cerca/contracts/messages';
import { useTranslation } from '@cerca/i18n';
import { PageLoader } from '@cerca/remote-kit';
import { emitRealtime, subscribeRealtime } from '@cerca/session';
import { Avatar, Button, ErrorState } from '@cerca/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { NS } from '../../../lib/i18n';
import { getThreadAfter, type ThreadData, useThread } from '../api/get-thread';
import { messagesKeys } from '../api/list-conversations';
import { markRead } from '../api/mark-read';
import { sendMessage } from '../api/send-message';
import { newClientId } from '../lib/client-id';
import { mergeMessages, type PendingMessage } from '../lib/delivery';
import { displayName } from '../lib/person';
import { Composer } from './composer';
import { InfoPanel } from './info-panel';
import { MessageLog } from './message-log';
import { SendBlocked } from './send-blocked';

/** How often this page tells the other person "typing" while the keys keep coming. */
const TYPING_EMIT_MS = 1_000;
/** The longest wait between two tries of a failed catch-up after a reconnection. */
const CATCH_UP_MAX_DELAY_MS = 30_000;

/** Adds messages to the newest page of a cached thread. */
export function withMessages(
  data: ThreadData | undefined,
  messages: Message[],
  latest?: Thread,
): ThreadData | undefined {
  if (!data || data.pages.length === 0) return data;
  const [first, ...rest] = data.pages;
  if (!first) return data;
  const page = {
    ...first,
    ...(latest ? { can_send: latest.can_send, send_block: latest.send_block, other: latest.other } : {}),
  };
  return { ...data, pages: [{ ...page, messages: mergeMessages(first.messages, messages) }, ...rest] };
}

interface ConversationProps {
  userId: string;
  otherId: string;
  onBack: () => void;
}

/** The right pane: header, the thread (older messages on scroll up), typing and the composer. */
export function Conversation({ userId, otherId, onBack }: ConversationProps) {
  const { t } = useTranslation(NS);
  const queryClient = useQueryClient();
  const thread = useThread(userId, otherId);
  const key = useMemo(() => messagesKeys.thread(userId, otherId), [userId, otherId]);
  const [pending, setPending] = useState<PendingMessage[]>([]);
  const [typing, setTyping] = useState(false);
  const [infoOpen, setInfoOpen] = useState(false);
  const infoToggle = useRef<HTMLButtonElement>(null);
  const lastTypingEmit = useRef(0);

  const pages = thread.data?.pages ?? [];
  const messages = [...pages].reverse().flatMap((page) => page.messages);
  const newest = pages[0];
  const lastId = newest?.messages.at(-1)?.id;
  const unreadFromOther = messages.some((message) => message.sender_id === otherId && !message.is_read);

  // Spec 02 §4: opening a conversation (and every message arriving while it is open) reads it.
  useEffect(() => {
    if (!unreadFromOther) return;
    let current = true;
    markRead(otherId)
      .then(() => {
        if (!current) return;
        queryClient.setQueryData<ThreadData>(key, (data) =>
          data
            ? {
                ...data,
                pages: data.pages.map((page) => ({
                  ...page,
                  messages: page.messages.map((message) =>
                    message.sender_id === otherId ? { ...message, is_read: true } : message,
                  ),
                })),
              }
            : data,
        );
        void queryClient.invalidateQueries({ queryKey: messagesKeys.conversations(userId) });
      })
      .catch(() => {
        // Not read yet: the next message or visit tries again.
      });
    return () => {
      current = false;
    };
  }, [unreadFromOther, otherId, userId, queryClient, key]);

  // Typing from the other person, and catching up (`after`) when the connection comes back.
  const lastIdRef = useRef(lastId);
  lastIdRef.current = lastId;
  const catchUp = useCallback(async () => {
    const after = lastIdRef.current;
    if (!after) {
      await queryClient.invalidateQueries({ queryKey: key });
      return;
    }
    const latest = await getThreadAfter(otherId, after);
    queryClient.setQueryData<ThreadData>(key, (data) => withMessages(data, latest.messages, latest));
  }, [otherId, queryClient, key]);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let active = true;
    // A failed catch-up would leave a gap until the next reconnection: try again, backing off.
    const catchUpUntilDone = (attempt = 0) => {
      clearTimeout(retry);
      catchUp().catch(() => {
        if (!active) return;
        retry = setTimeout(
          () => catchUpUntilDone(attempt + 1),
          Math.min(CATCH_UP_MAX_DELAY_MS, 1_000 * 2 ** attempt),
        );
      });
    };
    const stopTyping = subscribeRealtime<TypingEvent>(MESSAGE_SOCKET_EVENTS.typing, (event) => {
      if (event.from !== otherId) return;
      setTyping(true);
      clearTimeout(timer);
      timer = setTimeout(() => setTyping(false), TYPING_TIMEOUT_MS);
    });
    const stopCatchUp = subscribeRealtime<Message>(
      MESSAGE_SOCKET_EVENTS.created,
      (message) => {
        if (message.sender_id === otherId) {
          clearTimeout(timer);
          setTyping(false);
        }
      },
      { onReconnect: () => catchUpUntilDone() },
    );
    return () => {
      active = false;
      clearTimeout(timer);
      clearTimeout(retry);
      stopTyping();
      stopCatchUp();
    };
  }, [otherId, catchUp]);

  const deliver = (item: PendingMessage) => {
    setPending((list) => [
      ...list.filter((one) => one.client_id !== item.client_id),
      { ...item, failed: false },
    ]);
    sendMessage(otherId, item.content, item.client_id)
      .then((message) => {
        queryClient.setQueryData<ThreadData>(key, (data) => withMessages(data, [message]));
        setPending((list) => list.filter((one) => one.client_id !== item.client_id));
        void queryClient.invalidateQueries({ queryKey: messagesKeys.conversations(userId) });
      })
      .catch(() => {
        setPending((list) =>
          list.map((one) => (one.client_id === item.client_id ? { ...one, failed: true } : one)),
        );
      });
  };

  const onTyping = () => {
    const now = Date.now();
    if (now - lastTypingEmit.current < TYPING_EMIT_MS) return;
    lastTypingEmit.current = now;
    emitRealtime(MESSAGE_SOCKET_EVENTS.typing, { to: otherId });
  };

  if (thread.isPending) return <PageLoader />;
  if (thread.isError || !newest) {
    return (
      <div className="mf-messages__conversation-pane">
        <Button variant="ghost" size="sm" className="mf-messages__back" onClick={onBack}>
          {t('chat.back')}
        </Button>
        <ErrorState
          title={t('chat.loadMessagesError')}
          description={thread.error?.message}
          onRetry={() => thread.refetch()}
          retrying={thread.isFetching}
        />
      </div>
    );
  }

  const { other } = newest;
  const name = displayName(other);
  return (
    <div
      className="mf-messages__conversation-pane"
      data-info={infoOpen ? 'open' : 'closed'}
      data-testid="conversation-view"
    >
      <div className="mf-messages__chat">
        <header className="mf-messages__header">
          <Button
            variant="ghost"
            size="sm"
            className="mf-messages__back"
            onClick={onBack}
            data-testid="messages-back"
          >
            <span aria-hidden="true">←</span> <span className="cerca-visually-hidden">{t('chat.back')}</span>
          </Button>
          <Avatar src={other.avatar_url} name={name} size="sm" decorative />
          <h2 className="mf-messages__title" data-testid="conversation-name">
            {name}
          </h2>
          <Button
            ref={infoToggle}
            variant="ghost"
            size="sm"
            aria-expanded={infoOpen}
            onClick={() => setInfoOpen((open) => !open)}
            data-testid="messages-info-toggle"
          >
            {t('chat.info')}
          </Button>
        </header>
        <MessageLog
          userId={userId}
          messages={messages}
          pending={pending}
          hasOlder={thread.hasNextPage}
          loadingOlder={thread.isFetchingNextPage}
          onOlder={() => void thread.fetchNextPage()}
          onRetry={deliver}
        />
        <p className="mf-messages__typing mf-muted mf-small" aria-live="polite" data-testid="typing">
          {typing ? t('chat.typing', { name }) : ''}
        </p>
        {newest.can_send ? (
          <Composer
            onTyping={onTyping}
            onSend={(content) =>
              deliver({
                client_id: newClientId(),
                content,
                created_at: new Date().toISOString(),
                failed: false,
              })
            }
          />
        ) : (
          <SendBlocked block={newest.send_block} />
        )}
      </div>
      {infoOpen ? (
        <InfoPanel
          other={other}
          onClose={() => {
            setInfoOpen(false);
            // On a phone the button was hidden with the conversation: wait until it shows again.
            requestAnimationFrame(() => infoToggle.current?.focus());
          }}
        />
      ) : null}
    </div>
  );
}
