import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';

/** Where mails are written outside production (AUTH_MAIL_DIR, default .data/mail from the working directory). */
export function mailDirFromEnv(env: Record<string, string | undefined> = process.env): string {
  return resolve(env.AUTH_MAIL_DIR || '.data/mail');
}

/** The one method a drop logs with: Fastify's logger and the job workers' both have it. */
interface WarnLogger {
  warn(obj: object, msg?: string): void;
}

/** A mail as queued in auth.mail_outbox, plus the link (or code) it carries. */
export interface QueuedMail {
  /** Its row's id in auth.mail_outbox. */
  id: string;
  to: string;
  subject: string;
  bodyText: string;
  link?: string;
  /** A one-time code, for the mails that carry one instead of a link. */
  code?: string;
}

/**
 * What a writer calls once a mail's row has committed: createMailHandoff's (its delivery job, and
 * outside production its file), or createMailDrop's alone (the file). Null: nothing to do.
 */
export type MailDrop = ((mail: QueuedMail) => Promise<void>) | null;

/**
 * Hands a committed mail on: `deliver` queues its row's delivery job (services/jobs sends it), then
 * `drop` (outside production) writes its file. A job that could not be queued is logged, never an
 * error for the caller: the row is committed, and the mail sweep queues it within a minute.
 */
export function createMailHandoff(options: {
  deliver: (mailId: string) => Promise<void>;
  drop: MailDrop;
  log: WarnLogger;
}): MailDrop {
  const { deliver, drop, log } = options;
  return async (mail) => {
    try {
      await deliver(mail.id);
    } catch (error) {
      log.warn({ err: error, mailId: mail.id }, 'mail job not queued; the mail sweep will send it');
    }
    await drop?.(mail);
  };
}

/**
 * Outside production nobody sends mail, so each one is written as a file under `dir` and its link
 * is logged: the person who started the service finds it in their terminal or folder, while no
 * HTTP endpoint shows it to anybody else. A failed write is logged, never an error for the caller:
 * the mail is in auth.mail_outbox anyway.
 */
export function createMailDrop(dir: string, log: WarnLogger): MailDrop {
  return async (mail) => {
    const file = join(dir, mailFileName(new Date(), mail.to));
    try {
      await mkdir(dir, { recursive: true });
      await writeFile(file, `To: ${mail.to}\nSubject: ${mail.subject}\n\n${mail.bodyText}\n`, { flag: 'wx' });
      // warn, not info: npm start shows warnings only, and the person who ran it needs this link.
      const action = mail.link
        ? `open its link: ${mail.link}`
        : mail.code
          ? `its code: ${mail.code}`
          : 'read it there';
      log.warn({ to: mail.to, file }, `mail written, ${action}`);
    } catch (error) {
      log.warn({ err: error, to: mail.to, file }, 'could not write the mail file');
    }
  };
}

/**
 * `<ISO time>-<recipient>.txt` with anything but letters, digits, @ . _ + - replaced: a recipient
 * such as "../x@y.mx" must not leave the directory, and ":" is not allowed in names everywhere.
 */
function mailFileName(at: Date, recipient: string): string {
  const safe = (text: string) => text.replace(/[^a-zA-Z0-9@._+-]/g, '_');
  return `${safe(at.toISOString().replace(/:/g, '-'))}-${safe(recipient).slice(0, 200)}.txt`;
}
