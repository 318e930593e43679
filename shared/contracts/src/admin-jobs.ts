import * as z from 'zod/mini';

// The dead-letter view (issue 11): background jobs that failed their last attempt, in every
// queue, for admins only (GET /api/admin/jobs/failed, POST /api/admin/jobs/:queue/:id/retry).
// Imported by file (`@cerca/contracts/admin-jobs`).

export const FAILED_JOBS_PAGE_SIZE = 20;

/** ?queue= narrows to one queue; ?page= is 1-based (newest failures first). */
export const failedJobsQuerySchema = z.object({
  queue: z.optional(z.string().check(z.maxLength(100))),
  page: z.optional(z.string().check(z.regex(/^[1-9]\d{0,3}$/))),
});

export const failedJobSchema = z.object({
  queue: z.string(),
  name: z.string(),
  id: z.string(),
  /** The job's payload: ids and times, never secrets. */
  data: z.unknown(),
  failed_reason: z.string(),
  attempts_made: z.int(),
  /** ISO instant of the last failure. */
  finished_on: z.nullable(z.string()),
});
export type FailedJob = z.infer<typeof failedJobSchema>;

export const failedJobsResponseSchema = z.object({
  jobs: z.array(failedJobSchema),
  /** Failed jobs kept across the queues asked for. */
  total: z.int(),
  next_page: z.nullable(z.int()),
});

export const retryFailedJobParamsSchema = z.object({
  queue: z.string().check(z.maxLength(100)),
  id: z.string().check(z.maxLength(300)),
});
export const retryFailedJobResponseSchema = z.object({
  queue: z.string(),
  id: z.string(),
  state: z.string(),
});

/** DELETE /api/admin/jobs/:queue/:id — a failed job removed for good (only failed ones). */
export const removeFailedJobResponseSchema = z.object({
  queue: z.string(),
  id: z.string(),
  removed: z.literal(true),
});

export const queueCountsSchema = z.object({
  waiting: z.int(),
  active: z.int(),
  delayed: z.int(),
  failed: z.int(),
  completed: z.int(),
});
export type QueueCounts = z.infer<typeof queueCountsSchema>;

/** GET /api/admin/jobs/queues — every BullMQ queue with its job counts. */
export const jobQueuesResponseSchema = z.object({
  queues: z.array(z.object({ name: z.string(), counts: queueCountsSchema })),
});
