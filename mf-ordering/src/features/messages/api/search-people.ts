import { MESSAGE_USER_SEARCH_LIMIT } from '@cerca/contracts/messages';
import { userSearchResponseSchema } from '@cerca/contracts/people';
import { apiFetch } from '@cerca/session';
import { useQuery } from '@tanstack/react-query';
import { messagesKeys } from './list-conversations';

/** GET /api/discovery/users?q= — spec 02 §9: messages show at most 5 people, never the caller. */
export async function searchPeople(q: string, myId: string) {
  const answer = await apiFetch(
    `/api/discovery/users?${new URLSearchParams({ q })}`,
    userSearchResponseSchema,
  );
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
