import { markReadResponseSchema } from '@cerca/contracts/messages';
import { apiFetch } from '@cerca/session';

/** POST …/read — the other person's messages to the caller are now read (spec 02 §4). */
export async function markRead(otherId: string): Promise<number> {
  const answer = await apiFetch(
    `/api/ordering/conversations/${encodeURIComponent(otherId)}/read`,
    markReadResponseSchema,
    { method: 'POST' },
  );
  return answer.read;
}
