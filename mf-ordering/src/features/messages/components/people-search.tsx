import { useTranslation } from '@cerca/i18n';
import { Link } from '@cerca/router';
import { Avatar } from '@cerca/ui';
import { useDeferredValue, useId, useState } from 'react';
import { SearchField } from '../../../components/filter-fields';
import { NS } from '../../../lib/i18n';
import { useSearchPeople } from '../api/search-people';
import { displayName } from '../lib/person';

/** Find someone to write to (spec 02 §9: at most 5 people). */
export function PeopleSearch({ userId }: { userId: string }) {
  const { t } = useTranslation(NS);
  const id = useId();
  const [q, setQ] = useState('');
  const query = useDeferredValue(q);
  const people = useSearchPeople(query, userId);
  const searching = query.trim() !== '';
  return (
    <search className="mf-messages__search">
      <SearchField
        id={id}
        label={t('chat.search')}
        hideLabel
        value={q}
        maxLength={100}
        placeholder={t('chat.searchPlaceholder')}
        onChange={(event) => setQ(event.target.value)}
        data-testid="messages-search"
      />
      {searching && people.isError ? <p className="mf-muted mf-small">{t('chat.searchError')}</p> : null}
      {searching && people.data?.length === 0 ? (
        <p className="mf-muted mf-small" role="status">
          {t('chat.searchEmpty')}
        </p>
      ) : null}
      {searching && people.data && people.data.length > 0 ? (
        <ul className="mf-messages__results" data-testid="messages-search-results">
          {people.data.map((person) => (
            <li key={person.id}>
              <Link
                className="mf-messages__conversation"
                to={`/messages?${new URLSearchParams({ to: person.id })}`}
                onClick={() => setQ('')}
                data-testid="messages-search-result"
              >
                <Avatar src={person.avatar_url} name={displayName(person)} size="sm" decorative />
                <span className="mf-messages__conversation-text">
                  <strong className="mf-messages__name">{displayName(person)}</strong>
                  <span className="mf-muted mf-small">@{person.username}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </search>
  );
}
