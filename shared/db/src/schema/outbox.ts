import type { Selectable } from 'kysely';
import type { Generated, Jsonb, JsonObject, Timestamp } from './columns';

/**
 * The transactional outbox (issue 22): one row per event, written in the transaction of the change
 * it announces, relayed to BullMQ and the realtime emitter by services/jobs. Write it only through
 * `recordEvent` / `outboxInsert` of @cerca/queues, which type the topic and its payload.
 */
export interface EventOutboxTable {
  /** bigint identity: parsed as a JS number (createDb's int8 parser); the relay's order. */
  id: Generated<number>;
  topic: string;
  payload: Jsonb<JsonObject>;
  created_at: Generated<Timestamp>;
  /** When a relay may take it; 'infinity' parks one that can never be published (a bug). */
  available_at: Generated<Timestamp>;
  /** Null until a relay handed it to Redis. */
  published_at: Timestamp | null;
  attempts: Generated<number>;
  last_error: string | null;
}

export interface OutboxTables {
  event_outbox: EventOutboxTable;
}

export type OutboxRow = Selectable<EventOutboxTable>;
