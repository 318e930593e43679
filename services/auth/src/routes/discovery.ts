import type { ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AuthRuntime } from '../runtime';

/** GET /.well-known/jwks.json (public keys for every service) and GET /settings (GoTrue's shape). */
export function registerDiscovery(app: FastifyInstance, runtime: AuthRuntime): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/.well-known/jwks.json',
    {
      schema: {
        tags: ['keys'],
        summary: 'Public keys that verify access tokens (ES256, by kid)',
        response: { 200: z.object({ keys: z.array(z.record(z.string(), z.any())) }) },
      },
    },
    async (_request, reply) => {
      // Caches may keep it a while; a rotated key is found anyway (verifiers reload on unknown kid).
      reply.header('cache-control', 'public, max-age=600');
      return runtime.keys.getJwks();
    },
  );

  r.get('/settings', { schema: { tags: ['auth'], summary: 'Which sign-in methods are on' } }, async () => ({
    external: {
      anonymous_users: false,
      apple: false,
      azure: false,
      bitbucket: false,
      discord: false,
      facebook: false,
      figma: false,
      fly: false,
      github: false,
      gitlab: false,
      google: false,
      keycloak: false,
      kakao: false,
      linkedin_oidc: false,
      notion: false,
      spotify: false,
      slack_oidc: false,
      twitch: false,
      twitter: false,
      workos: false,
      zoom: false,
      email: true,
      phone: false,
    },
    disable_signup: false,
    mailer_autoconfirm: !runtime.settings.requireEmailConfirmation,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
  }));
}
