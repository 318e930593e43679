import { MESSAGE_SOCKET_EVENTS, type Message, type MessagesReadEvent } from '@cerca/contracts/messages';
import { useTranslation } from '@cerca/i18n';
import { useNavigate, useSearchParams } from '@cerca/router';
import { useRealtimeEvent } from '@cerca/session';
import { EmptyState } from '@cerca/ui';
import { useQueryClient } from '@tanstack/react-query';
import { NS } from '../../../lib/i18n';
import type { ThreadData } from '../api/get-thread';
import { messagesKeys } from '../api/list-conversations';
import { withRead } from '../lib/delivery';
import { Conversation, withMessages } from './conversation';
import { ConversationList } from './conversation-list';
import { PeopleSearch } from './people-search';
import './messages.css';

/**
 * /messages (spec 02 §2): conversations on the left, the open one on the right (`?to=<user id>`);
 * a phone shows one pane at a time. New messages and read receipts arrive by socket.
 */
export function MessagesPage({ userId }: { userId: string }) {
  const { t } = useTranslation(NS);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const otherId = params.get('to');

  useRealtimeEvent<Message>(
    MESSAGE_SOCKET_EVENTS.created,
    (message) => {
      const other = message.sender_id === userId ? message.receiver_id : message.sender_id;
      queryClient.setQueryData<ThreadData>(messagesKeys.thread(userId, other), (data) =>
        withMessages(data, [message]),
      );
      void queryClient.invalidateQueries({ queryKey: messagesKeys.conversations(userId) });
    },
    { refetch: messagesKeys.conversations(userId) },
  );

  useRealtimeEvent<MessagesReadEvent>(MESSAGE_SOCKET_EVENTS.read, (event) => {
    queryClient.setQueryData<ThreadData>(messagesKeys.thread(userId, event.reader_id), (data) =>
      data
        ? {
            ...data,
            pages: data.pages.map((page) => ({ ...page, messages: withRead(page.messages, event, userId) })),
          }
        : data,
    );
  });

  return (
    <div className="mf-page mf-messages" data-pane={otherId ? 'thread' : 'list'} data-testid="messages">
      <section className="mf-messages__list" aria-labelledby="mf-messages-title">
        <h1 id="mf-messages-title" className="mf-messages__heading">
          {t('chat.title')}
        </h1>
        <PeopleSearch userId={userId} />
        <h2 className="cerca-visually-hidden">{t('chat.conversations')}</h2>
        <ConversationList userId={userId} selectedId={otherId} />
      </section>
      <section className="mf-messages__thread" aria-label={t('chat.conversations')}>
        {otherId ? (
          <Conversation
            key={otherId}
            userId={userId}
            otherId={otherId}
            onBack={() => navigate('/messages')}
          />
        ) : (
          <EmptyState title={t('chat.pickConversation')} description={t('chat.pickConversationHint')} />
        )}
      </section>
    </div>
  );
}
