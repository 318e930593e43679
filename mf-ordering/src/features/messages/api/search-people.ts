import { MESSAGE_USER_SEARCH_LIMIT } from '@cerca/contracts/messages';
import { loadExposedModule } from '@cerca/remote-kit/exposed';
import { useQuery } from '@tanstack/react-query';
import { messagesKeys } from './list-conversations';

/**
 * Spec 02 §9: messages show at most 5 people, never the caller. The search is discovery's, asked
 * through its exposed "./people" (issue 23: no remote calls another team's API).
 */
export async function searchPeople(q: string, myId: string) {
  const answer = await (await loadExposedModule('mf_discovery/people')).searchPeople(q);
  return answer.users.filter((person) => person.id !== myId).slice(0, MESSAGE_USER_SEARCH_LIMIT);
}

export function useSearchPeople(q: string, myId: string) {
  const text = q.trim();
  return useQuery({
    queryKey: [...messagesKeys.of(myId), 'search', text],
    queryFn: () => searchPeople(text, myId),
    enabled: text !== '',
  });
}
