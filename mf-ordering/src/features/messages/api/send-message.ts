import { type Message, sendMessageResponseSchema } from '@cerca/contracts/messages';
import { apiFetch } from '@cerca/session';

/** POST …/messages — `client_id` makes a retried send store one message. */
export async function sendMessage(otherId: string, content: string, clientId: string): Promise<Message> {
  const answer = await apiFetch(
    `/api/ordering/conversations/${encodeURIComponent(otherId)}/messages`,
    sendMessageResponseSchema,
    { method: 'POST', body: JSON.stringify({ content, client_id: clientId }) },
  );
  return answer.message;
}
