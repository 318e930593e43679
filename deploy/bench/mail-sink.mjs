import { randomBytes } from 'node:crypto';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on a free loopback port that accepts any login and every message and keeps
 * none: in production the jobs service refuses to start without SMTP_URL and MAIL_FROM, and a
 * bench measures the app, not a mail provider. Answers the environment that points at it.
 */
export async function startMailSink() {
  const password = randomBytes(12).toString('hex');
  const server = new SMTPServer({
    authOptional: false,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth: (auth, _session, done) =>
      auth.username === 'bench' && auth.password === password
        ? done(null, { user: 'bench' })
        : done(new Error('invalid login')),
    onData: (stream, _session, done) => {
      stream.resume();
      stream.on('end', () => done());
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  // It lives as long as the bench, and never keeps it from ending.
  server.server.unref();
  const { port } = server.server.address();
  return { SMTP_URL: `smtp://bench:${password}@127.0.0.1:${port}`, MAIL_FROM: 'Cerca <bench@cerca.test>' };
}
