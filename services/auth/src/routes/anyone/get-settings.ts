import type { ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../../auth-context';

/** GET /settings — GoTrue's shape: only e-mail and password sign-in is on. */
export async function getSettingsRoute(app: FastifyInstance, context: AuthContext): Promise<void> {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/settings', { schema: { tags: ['auth'], summary: 'Which sign-in methods are on' } }, async () => ({
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
      mailer_autoconfirm: !context.settings.requireEmailConfirmation,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
    }));
}
