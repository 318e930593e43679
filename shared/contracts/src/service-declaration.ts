import * as z from 'zod/mini';

/**
 * A service's own declaration (`services/<name>/service.json`), as `mf-x/remote.json` is a
 * remote's: the path prefixes it answers, the port it listens on when it runs apart, its probes
 * and how it scales. The gateway's proxy (`npm run start:split`), the compose file, the container
 * files and the Kubernetes manifests are all read or generated from these files, so they cannot
 * drift from one another (issue 14).
 */
export const serviceDeclarationSchema = z.object({
  /** Short name, as in its ServiceDefinition: "ordering". */
  name: z.string().check(z.regex(/^[a-z]+$/)),
  /** Its workspace package, which its container is built from: "@cerca/ordering-service". */
  package: z.string().check(z.regex(/^@cerca\/[a-z-]+$/)),
  /** Path prefixes it answers on the public origin; the gateway itself has none (it serves the rest). */
  routes: z.array(z.string().check(z.regex(/^\/[\w\-/.]*$/))),
  /** Port of its own process when it runs apart. */
  port: z.number().check(z.int(), z.minimum(1024), z.maximum(65535)),
  /** Whether its routes carry websockets (socket.io at /realtime). */
  websocket: z.optional(z.boolean()),
  probes: z.object({
    health: z.string().check(z.startsWith('/')),
    ready: z.string().check(z.startsWith('/')),
  }),
  /** cpu: a HorizontalPodAutoscaler on CPU; queue-depth: scaled on its BullMQ queues' waiting jobs. */
  scale: z.object({
    by: z.enum(['cpu', 'queue-depth']),
    min: z.number().check(z.int(), z.minimum(0)),
    max: z.number().check(z.int(), z.minimum(1)),
  }),
});

export type ServiceDeclaration = z.infer<typeof serviceDeclarationSchema>;
