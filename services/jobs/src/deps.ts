import type { Database } from '@cerca/db';
import type { RealtimeEmitter } from '@cerca/queues';
import type { Storage } from '@cerca/storage';
import type { Kysely } from 'kysely';

export interface JobLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

/** What processors work with: the database, the object store and the realtime emitter. */
export interface ProcessorDeps {
  db: Kysely<Database>;
  storage: Storage;
  emitter: RealtimeEmitter;
  logger: JobLogger;
}
