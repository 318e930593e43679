import { formatRelativeTime, useTranslation } from '@cerca/i18n';
import { PageLoader } from '@cerca/remote-kit';
import { Link } from '@cerca/router';
import { Avatar, Button, EmptyState, ErrorState, VisuallyHidden } from '@cerca/ui';
import { NS } from '../../../lib/i18n';
import { type Conversation, useConversations } from '../api/list-conversations';
import { displayName } from '../lib/person';

/** The left pane: one row per person, latest activity first, with the unread count. */
export function ConversationList({ userId, selectedId }: { userId: string; selectedId: string | null }) {
  const { t } = useTranslation(NS);
  const conversations = useConversations(userId);
  if (conversations.isPending) return <PageLoader />;
  if (conversations.isError) {
    return (
      <ErrorState
        title={t('chat.loadChatsError')}
        description={conversations.error.message}
        onRetry={() => conversations.refetch()}
        retrying={conversations.isFetching}
      />
    );
  }
  const items = conversations.data.pages.flatMap((page) => page.conversations);
  if (items.length === 0) {
    return <EmptyState title={t('chat.noConversations')} description={t('chat.noConversationsHint')} />;
  }
  return (
    <>
      <ul className="mf-messages__conversations" data-testid="conversations">
        {items.map((conversation) => (
          <ConversationRow
            key={conversation.other.id}
            conversation={conversation}
            userId={userId}
            selected={conversation.other.id === selectedId}
          />
        ))}
      </ul>
      {conversations.hasNextPage ? (
        <Button
          variant="secondary"
          size="sm"
          onClick={() => conversations.fetchNextPage()}
          disabled={conversations.isFetchingNextPage}
        >
          {t('chat.moreConversations')}
        </Button>
      ) : null}
    </>
  );
}

function ConversationRow({
  conversation,
  userId,
  selected,
}: {
  conversation: Conversation;
  userId: string;
  selected: boolean;
}) {
  const { t } = useTranslation(NS);
  const { other, last_message: last, unread_count: unread } = conversation;
  const name = displayName(other);
  return (
    <li>
      <Link
        className="mf-messages__conversation"
        to={`/messages?${new URLSearchParams({ to: other.id })}`}
        aria-current={selected ? 'page' : undefined}
        data-testid="conversation"
        data-user-id={other.id}
      >
        <Avatar src={other.avatar_url} name={name} decorative />
        <span className="mf-messages__conversation-text">
          <span className="mf-messages__conversation-top">
            <strong className="mf-messages__name">{name}</strong>
            <time className="mf-muted mf-small" dateTime={last.created_at}>
              {formatRelativeTime(last.created_at)}
            </time>
          </span>
          <span className="mf-messages__preview mf-muted mf-small">
            {last.sender_id === userId ? t('chat.you', { content: last.content }) : last.content}
          </span>
        </span>
        {unread > 0 ? (
          <span className="mf-messages__badge" data-testid="conversation-unread">
            <span aria-hidden="true">{unread}</span>
            <VisuallyHidden>{t('chat.unread', { count: unread })}</VisuallyHidden>
          </span>
        ) : null}
      </Link>
    </li>
  );
}
