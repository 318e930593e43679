// `@cerca/account-mail`: the one-time links and codes mailed to an account, and the mails that
// carry them. Both ends of a token live here, so its hashing is written once: the auth service
// issues (sign-up, reauthentication) and spends them; the jobs service writes the recovery mails.
export { type ActionMail, type MailKind, queueActionMail, verifyLink } from './action-mail';
export { queueRecoveryMail, type RecoveryRequest } from './recovery-mail';
export { type AccountMailSettings, readAccountMailSettings } from './settings';
export {
  consumeOneTimeToken,
  type IssuedOneTimeToken,
  issueOneTimeToken,
  MailTooSoonError,
  randomToken,
  sha256,
  type TokenProof,
} from './tokens';
