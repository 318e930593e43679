import type { Thread } from '@cerca/contracts/messages';
import { useTranslation } from '@cerca/i18n';
import { Link } from '@cerca/router';
import { Avatar, Button, buttonClassName, Spinner } from '@cerca/ui';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { NS } from '../../../lib/i18n';
import { usePerson } from '../api/get-person';
import { displayName } from '../lib/person';

/**
 * The side panel (issue 12): the other person, a link to their public profile and their
 * businesses. Opening it moves the focus into it (on a phone it hides the conversation and the
 * button that opened it); Escape closes it.
 */
export function InfoPanel({ other, onClose }: { other: Thread['other']; onClose: () => void }) {
  const { t } = useTranslation(NS);
  const name = displayName(other);
  const close = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    close.current?.focus();
  }, []);

  return (
    <aside
      className="mf-messages__info"
      aria-label={t('chat.info')}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.stopPropagation();
        onClose();
      }}
      data-testid="messages-info"
    >
      <Button ref={close} variant="ghost" size="sm" onClick={onClose} data-testid="messages-info-close">
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
      <PersonBusinesses other={other} />
    </aside>
  );
}

/** The businesses the other person owns, each linking to its page. */
function PersonBusinesses({ other }: { other: Thread['other'] }) {
  const { t } = useTranslation(NS);
  const headingId = useId();
  const person = usePerson(other.id);

  let body: ReactNode;
  if (person.isPending) {
    body = <Spinner size="sm" label={t('chat.businesses.loading')} />;
  } else if (person.isError) {
    body = (
      <div className="mf-messages__info-error" role="alert" data-testid="messages-info-businesses-error">
        <p className="mf-muted mf-small">{t('chat.businesses.loadError')}</p>
        <Button variant="secondary" size="sm" onClick={() => person.refetch()} loading={person.isFetching}>
          {t('chat.retry')}
        </Button>
      </div>
    );
  } else if (person.data.businesses.length === 0) {
    // A personal account rarely owns a business: saying so there would only add noise.
    if (other.user_type !== 'business') return null;
    body = (
      <p className="mf-muted mf-small" data-testid="messages-info-businesses-empty">
        {t('chat.businesses.empty')}
      </p>
    );
  } else {
    body = (
      <ul className="mf-messages__businesses" data-testid="messages-info-businesses">
        {person.data.businesses.map((business) => (
          <li key={business.id}>
            <Link
              to={`/businesses/${encodeURIComponent(business.id)}`}
              className="mf-messages__business"
              data-testid="messages-info-business"
            >
              <Avatar src={business.logo_url} name={business.name} size="md" decorative />
              <span className="mf-messages__business-text">
                <span className="mf-messages__business-name">{business.name}</span>
                <span className="mf-muted mf-small">{business.category}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className="mf-messages__info-businesses" aria-labelledby={headingId}>
      <h3 id={headingId} className="mf-messages__info-subtitle">
        {t('chat.businesses.title')}
      </h3>
      {body}
    </section>
  );
}
