import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type ServiceDeclaration, serviceDeclarationSchema } from '@cerca/contracts';

/**
 * Every `services/<name>/service.json` of the checkout, validated: what the gateway proxies in
 * split mode. A file that does not match the schema stops the gateway at start, naming the file,
 * rather than leaving a service's routes silently unrouted.
 */
export function readServiceDeclarations(servicesDir: string): ServiceDeclaration[] {
  return readdirSync(servicesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(servicesDir, entry.name, 'service.json'))
    .filter((file) => existsSync(file))
    .map((file) => {
      const parsed = serviceDeclarationSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
      if (!parsed.success)
        throw new Error(`${file} is not a valid service declaration: ${parsed.error.message}`);
      return parsed.data;
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** SERVICE_<NAME>_URL, else the service's own port on this machine (`npm run start:split`). */
export function upstreamUrl(service: ServiceDeclaration, env: Record<string, string | undefined>): string {
  const configured = env[`SERVICE_${service.name.toUpperCase()}_URL`]?.trim();
  return (configured || `http://127.0.0.1:${service.port}`).replace(/\/$/, '');
}
