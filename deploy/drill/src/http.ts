/** One answer: its status (0 when the request failed: refused, reset, timed out) and JSON body. */
export interface Answer {
  status: number;
  body: unknown;
  startedAt: number;
  endedAt: number;
}

/**
 * A request that never throws and never waits longer than `timeoutMs`: the drill must keep
 * counting while the service is half gone, and a hung request is a failed one for a customer.
 */
export async function call(
  baseUrl: string,
  path: string,
  options: { method?: string; token?: string; body?: unknown; timeoutMs?: number } = {},
): Promise<Answer> {
  const startedAt = Date.now();
  try {
    const response = await fetch(`${baseUrl}${path}`, {
      method: options.method ?? 'GET',
      headers: {
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: kept as text
    }
    return { status: response.status, body, startedAt, endedAt: Date.now() };
  } catch {
    return { status: 0, body: null, startedAt, endedAt: Date.now() };
  }
}

/** Throws with the answer when it is not `expected`: for the drill's setup, which must succeed. */
export function expectStatus(answer: Answer, expected: number, what: string): Record<string, unknown> {
  if (answer.status !== expected)
    throw new Error(`${what}: expected ${expected}, got ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body as Record<string, unknown>;
}

export const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
