import type { Thread } from '@cerca/contracts/messages';
import { Avatar, Button, buttonClassName } from '@cerca/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { NS } from '../../../lib/i18n';
import { displayName } from '../lib/person';

/** The side panel: who the other person is and a link to their public profile. */
export function InfoPanel({ other, onClose }: { other: Thread['other']; onClose: () => void }) {
  const { t } = useTranslation(NS);
  const name = displayName(other);
  return (
    <aside className="mf-messages__info" aria-label={t('chat.info')} data-testid="messages-info">
      <Button variant="ghost" size="sm" onClick={onClose} data-testid="messages-info-close">
        {t('chat.closeInfo')}
      </Button>
      <Avatar src={other.avatar_url} name={name} size="lg" decorative />
      <h2 className="mf-messages__info-name">{name}</h2>
      <p className="mf-muted mf-small">
        @{other.username} ·{' '}
        {t(other.user_type === 'business' ? 'chat.businessAccount' : 'chat.personalAccount')}
      </p>
      <Link
        className={buttonClassName({ variant: 'secondary', size: 'sm' })}
        to={`/profile/${encodeURIComponent(other.id)}`}
        data-testid="messages-info-profile"
      >
        {t('chat.viewProfile')}
      </Link>
    </aside>
  );
}
