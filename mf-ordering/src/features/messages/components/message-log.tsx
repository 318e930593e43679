import type { Message } from '@cerca/contracts/messages';
import { formatDateTime, useTranslation } from '@cerca/i18n';
import { Button } from '@cerca/ui';
import { useLayoutEffect, useRef } from 'react';
import { NS } from '../../../lib/i18n';
import { type DeliveryState, deliveryState, type PendingMessage, pendingState } from '../lib/delivery';

/** Scrolling this close to the top loads the older page. */
const OLDER_THRESHOLD_PX = 80;

interface MessageLogProps {
  userId: string;
  messages: Message[];
  pending: PendingMessage[];
  hasOlder: boolean;
  loadingOlder: boolean;
  onOlder: () => void;
  onRetry: (pending: PendingMessage) => void;
}

/**
 * The thread, oldest first, as a live log (screen readers hear new messages). Scrolling up loads
 * older messages and keeps what was on screen in place; a new message scrolls down when the reader
 * was at the bottom.
 */
export function MessageLog({
  userId,
  messages,
  pending,
  hasOlder,
  loadingOlder,
  onOlder,
  onRetry,
}: MessageLogProps) {
  const { t } = useTranslation(NS);
  const box = useRef<HTMLDivElement>(null);
  const before = useRef({ first: '', last: '', height: 0, atBottom: true });
  const first = messages[0]?.id ?? '';
  const last = `${messages.at(-1)?.id ?? ''}:${pending.length}`;

  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const previous = before.current;
    if (previous.first !== '' && first !== previous.first && last === previous.last) {
      element.scrollTop += element.scrollHeight - previous.height;
    } else if (last !== previous.last && previous.atBottom) {
      element.scrollTop = element.scrollHeight;
    }
    before.current = {
      first,
      last,
      height: element.scrollHeight,
      atBottom: element.scrollHeight - element.scrollTop - element.clientHeight < 48,
    };
  }, [first, last]);

  return (
    <div
      ref={box}
      className="mf-messages__log"
      onScroll={(event) => {
        const element = event.currentTarget;
        before.current.atBottom = element.scrollHeight - element.scrollTop - element.clientHeight < 48;
        before.current.height = element.scrollHeight;
        if (element.scrollTop < OLDER_THRESHOLD_PX && hasOlder && !loadingOlder) onOlder();
      }}
      data-testid="message-log"
    >
      {hasOlder ? (
        <Button
          variant="ghost"
          size="sm"
          onClick={onOlder}
          disabled={loadingOlder}
          data-testid="messages-older"
        >
          {loadingOlder ? t('chat.loadingOlder') : t('chat.olderMessages')}
        </Button>
      ) : null}
      {messages.length === 0 && pending.length === 0 ? (
        <p className="mf-muted mf-small mf-messages__empty">{t('chat.emptyThread')}</p>
      ) : null}
      <ol className="mf-messages__bubbles" role="log" aria-live="polite">
        {messages.map((message) => (
          <Bubble
            key={message.id}
            mine={message.sender_id === userId}
            content={message.content}
            createdAt={message.created_at}
            state={deliveryState(message, userId)}
            id={message.id}
          />
        ))}
        {pending.map((item) => (
          <Bubble
            key={item.client_id}
            mine
            content={item.content}
            createdAt={item.created_at}
            state={pendingState(item)}
            onRetry={item.failed ? () => onRetry(item) : undefined}
          />
        ))}
      </ol>
    </div>
  );
}

interface BubbleProps {
  mine: boolean;
  content: string;
  createdAt: string;
  state: DeliveryState | null;
  id?: string;
  onRetry?: (() => void) | undefined;
}

function Bubble({ mine, content, createdAt, state, id, onRetry }: BubbleProps) {
  const { t } = useTranslation(NS);
  return (
    <li
      className={`mf-messages__bubble mf-messages__bubble--${mine ? 'mine' : 'theirs'}`}
      data-testid="message"
      data-state={state ?? 'received'}
      data-message-id={id}
    >
      {/* Plain text: React escapes it, so a message is never HTML. */}
      <p className="mf-messages__content">{content}</p>
      <span className="mf-messages__meta mf-small">
        <time dateTime={createdAt}>{formatDateTime(createdAt)}</time>
        {state ? (
          <span
            className={`mf-messages__state mf-messages__state--${state}`}
            data-testid="message-state"
            role={state === 'failed' ? 'alert' : undefined}
          >
            {' · '}
            {t(`chat.state.${state}`)}
          </span>
        ) : null}
      </span>
      {onRetry ? (
        <Button variant="secondary" size="sm" onClick={onRetry} data-testid="message-retry">
          {t('chat.retry')}
        </Button>
      ) : null}
    </li>
  );
}
