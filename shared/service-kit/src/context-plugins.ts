import type { FastifyBaseLogger } from 'fastify';
import type {
  ContextPlugin,
  ContextPlugins,
  ContextWith,
  ServiceContext,
  ServiceDefinition,
} from './define-service';

interface Made {
  value: Promise<unknown>;
  plugin: ContextPlugin<unknown>;
}

/**
 * The context plugins of one app: each made once, on first use, and shared by every service that
 * uses the same plugin; a value the app's caller provides under a name wins and is not closed.
 */
export function createContextPlugins(base: ServiceContext, provided: Record<string, unknown> = {}) {
  const made = new Map<ContextPlugin<unknown>, Made>();

  function pluginValue(
    name: string,
    plugin: ContextPlugin<unknown>,
    log: FastifyBaseLogger,
  ): Promise<unknown> {
    if (Object.hasOwn(provided, name) && provided[name] !== undefined) return Promise.resolve(provided[name]);
    let entry = made.get(plugin);
    if (!entry) {
      entry = { plugin, value: Promise.resolve().then(() => plugin.create(base, log)) };
      made.set(plugin, entry);
    }
    return entry.value;
  }

  return {
    /** The context `service` runs with: the kit's plus the plugins it uses, by their names. */
    async contextOf(
      service: ServiceDefinition,
      log: FastifyBaseLogger,
    ): Promise<ContextWith<ContextPlugins>> {
      const context: Record<string, unknown> = { ...base };
      for (const [name, plugin] of Object.entries(service.uses ?? {})) {
        context[name] = await pluginValue(name, plugin, log);
      }
      return context as ContextWith<ContextPlugins>;
    },
    /** Closes what the kit made (never what was provided), the last made first. */
    async close(log: FastifyBaseLogger): Promise<void> {
      for (const { plugin, value } of [...made.values()].reverse()) {
        if (!plugin.close) continue;
        const made = await value.catch(() => undefined);
        if (made === undefined) continue;
        await plugin
          .close(made)
          .catch((error: unknown) => log.warn({ err: error }, 'context plugin close failed'));
      }
      made.clear();
    },
  };
}
