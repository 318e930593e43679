import type { Sample } from './analysis';
import { call, pause } from './http';

export interface Readers {
  samples: Sample[];
  stop(): Promise<void>;
}

/**
 * Visitors reading the city's public pages in turn (the business search and the feed), as fast as
 * they are answered, `readers` at a time. A read counts as answered with a 200 within 3 s.
 */
export function startReaders(baseUrl: string, cityId: string, readers: number): Readers {
  const paths = [`/api/discovery/businesses?city_id=${cityId}`, `/api/discovery/feed?city_id=${cityId}`];
  const samples: Sample[] = [];
  let stopped = false;
  const loops = Array.from({ length: readers }, async (_, reader) => {
    for (let i = reader; !stopped; i += 1) {
      const answer = await call(baseUrl, paths[i % paths.length]!, { timeoutMs: 3_000 });
      samples.push({ startedAt: answer.startedAt, endedAt: answer.endedAt, ok: answer.status === 200 });
      await pause(50);
    }
  });
  return {
    samples,
    async stop() {
      stopped = true;
      await Promise.all(loops);
    },
  };
}
