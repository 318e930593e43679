import type { AuthMailProducer } from '@cerca/queues';
import type { FastifyBaseLogger } from 'fastify';

/**
 * After the commit: asks auth to mail the new driver a link to set their first password (auth's
 * 'invite' mail: only auth issues one-time tokens). Best effort: the driver row stands either way,
 * and "¿Olvidaste tu contraseña?" with the same address sends a link too. True when queued.
 */
export async function inviteNewDriver(
  mail: AuthMailProducer,
  publicUrl: string,
  email: string,
  log: FastifyBaseLogger,
): Promise<boolean> {
  try {
    await mail.enqueue({ email, redirectTo: `${publicUrl}/driver-dashboard`, kind: 'invite' });
    return true;
  } catch (error) {
    log.warn({ err: error }, 'driver invitation not queued');
    return false;
  }
}
