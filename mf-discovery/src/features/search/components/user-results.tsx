import { useTranslation } from '@cerca/i18n';
import { Link } from '@cerca/router';
import { Avatar, buttonClassName, EmptyState, ErrorState, Spinner } from '@cerca/ui';
import { NS } from '../../../lib/i18n';
import type { useUserSearch } from '../api/search-users';
import type { UserSearchState } from '../lib/search-heading';

interface UserResultsProps {
  state: UserSearchState;
  query: ReturnType<typeof useUserSearch>;
}

/** The Usuarios toggle: a sign-in prompt for visitors, then people linking to /profile/{id}. */
export function UserResults({ state, query }: UserResultsProps) {
  const { t } = useTranslation(NS);
  if (state === 'sign-in') {
    return (
      <div data-testid="users-sign-in">
        <EmptyState
          title={t('search.users.signIn')}
          action={
            <Link to="/profile?redirect=businesses" className={buttonClassName({ variant: 'primary' })}>
              {t('search.users.signInAction')}
            </Link>
          }
        />
      </div>
    );
  }
  if (state === 'type-text') return <EmptyState title={t('search.users.typeText')} />;
  if (query.isPending) {
    return (
      <div className="mf-more">
        <Spinner />
      </div>
    );
  }
  if (query.isError) {
    return (
      <ErrorState
        title={t('search.users.loadError')}
        description={query.error.message}
        onRetry={() => query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (query.data.users.length === 0) {
    return (
      <div data-testid="users-empty">
        <EmptyState title={t('search.users.empty')} />
      </div>
    );
  }
  return (
    <ul className="mf-people" data-testid="user-results">
      {query.data.users.map((person) => (
        <li key={person.id}>
          <Link to={`/profile/${person.id}`} className="mf-person">
            <Avatar src={person.avatar_url} name={person.full_name ?? person.username} decorative />
            <span className="mf-person__names">
              <span className="mf-person__name">{person.full_name ?? person.username}</span>
              <span className="mf-muted">@{person.username}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
