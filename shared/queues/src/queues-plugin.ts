import { createQueues, type Queues } from './queues';

/** What the plugin reads from a service's context (the kit's ServiceContext has it). */
interface QueuesPluginContext {
  config: { redisQueueUrl: string; redisPrefix: string };
}

interface QueuesPluginLog {
  warn(details: object, message: string): void;
}

/**
 * The producers of every queue as a service-kit context plugin: a service that enqueues says
 * `uses: { queues: queuesPlugin }` and reads `context.queues`. The kit makes one per app (on
 * REDIS_QUEUE_URL) and closes it with the app. A queue Redis still away at the start is logged,
 * not fatal: enqueueing fails fast until it answers.
 */
export const queuesPlugin = {
  async create({ config }: QueuesPluginContext, log: QueuesPluginLog): Promise<Queues> {
    const queues = createQueues(config.redisQueueUrl, config.redisPrefix);
    await queues.ready().catch((error: unknown) => log.warn({ err: error }, 'queues not ready yet'));
    return queues;
  },
  async close(queues: Queues): Promise<void> {
    await queues.close();
  },
};
