import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerError } from 'smtp-server';

/** What the server answers to one RCPT TO: null to accept, or a refusal with its SMTP code. */
export type RcptRule = (recipient: string, tries: number) => { code: number; text: string } | null;

export interface TestSmtpServer {
  /** smtp://user:pass@127.0.0.1:port, the password with characters a URL must escape. */
  url: string;
  /** Messages accepted so far, parsed, in order. */
  received: ParsedMail[];
  /** RCPT TO commands seen per recipient (accepted or not). */
  rcptTries: Map<string, number>;
  /** Replaces the RCPT TO rule (default: accept every recipient). */
  setRcptRule(rule: RcptRule): void;
  /** Resolves once `count` messages in all have been accepted (the onData event, no polling). */
  waitForMessages(count: number): Promise<ParsedMail[]>;
  close(): Promise<void>;
}

export const SMTP_USER = 'cerca';
/** A password with '@', ':' and '/': SMTP_URL carries it percent-encoded. */
export const SMTP_PASSWORD = 'p@ss:w/rd';

/**
 * A real SMTP server (the smtp-server package) on a free loopback port: it requires the login
 * above, answers RCPT TO by the rule, and parses every accepted message with mailparser.
 */
export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  const received: ParsedMail[] = [];
  const rcptTries = new Map<string, number>();
  const waiters: { count: number; resolve: (mails: ParsedMail[]) => void }[] = [];
  let rule: RcptRule = () => null;
  const settle = () => {
    for (const waiter of [...waiters]) {
      if (received.length >= waiter.count) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(received.slice());
      }
    }
  };

  const server = new SMTPServer({
    // Plain text on loopback: no certificate to trust, and the login still goes over it.
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD) callback(null, { user: SMTP_USER });
      else callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
    },
    onRcptTo(address, _session, callback) {
      const tries = (rcptTries.get(address.address) ?? 0) + 1;
      rcptTries.set(address.address, tries);
      const refusal = rule(address.address, tries);
      if (!refusal) return callback();
      const error: SMTPServerError = Object.assign(new Error(refusal.text), { responseCode: refusal.code });
      callback(error);
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push(mail);
          callback();
          settle();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://${SMTP_USER}:${encodeURIComponent(SMTP_PASSWORD)}@127.0.0.1:${port}`,
    received,
    rcptTries,
    setRcptRule(next) {
      rule = next;
    },
    waitForMessages(count) {
      return new Promise((resolve) => {
        waiters.push({ count, resolve });
        settle();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
