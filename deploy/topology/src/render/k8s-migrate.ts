import { CONFIG_MAP, NAMESPACE, REGISTRY, SECRET } from '../settings';
import { gatewayOf, imageOf, type Topology } from '../topology';
import { generatedHeader, yamlDocuments } from './header';

/** deploy/k8s/migrate-job.yaml: the one migration stream, run before a rollout. */
export function k8sMigrateJob(topology: Topology): string {
  const gateway = gatewayOf(topology);
  if (!gateway.dependencies.includes('@cerca/db'))
    throw new Error(
      'the migration Job runs from the gateway image, whose package no longer depends on @cerca/db',
    );
  const header = generatedHeader('services/gateway/service.json', [
    "Runs the migrations before a rollout, from the gateway's image (it carries @cerca/db). Idempotent:",
    'the run holds a session-level advisory lock, so MIGRATION_DATABASE_URL (default DATABASE_URL) must reach',
    'Postgres directly, not through a transaction-mode pooler. Each migration runs in its own transaction with',
    'lock_timeout MIGRATION_LOCK_TIMEOUT (cerca-config; 5000 ms by default). The finished Job is removed after',
    '10 minutes, so the next rollout can apply this file again.',
  ]);
  return yamlDocuments(header, [
    {
      value: {
        apiVersion: 'batch/v1',
        kind: 'Job',
        metadata: { name: 'cerca-migrate', namespace: NAMESPACE },
        spec: {
          backoffLimit: 2,
          ttlSecondsAfterFinished: 600,
          template: {
            spec: {
              restartPolicy: 'Never',
              containers: [
                {
                  name: 'migrate',
                  image: imageOf(gateway, REGISTRY),
                  command: ['tsx', 'node_modules/@cerca/db/src/cli/migrate.ts'],
                  envFrom: [{ configMapRef: { name: CONFIG_MAP } }, { secretRef: { name: SECRET } }],
                },
              ],
            },
          },
        },
      },
    },
  ]);
}
