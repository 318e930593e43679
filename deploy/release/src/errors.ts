import { versionLabel } from './format';

/** The command line was wrong (unknown remote folder, missing argument, bad configuration): exit 2. */
export class UsageError extends Error {}

/**
 * The release would break the live page, or the live version changed under it: nothing was
 * switched and the live version stays. Exit 1; the message starts with "Refused:" and ends with
 * what stays live.
 */
export class RefusedError extends Error {
  constructor(reasons: string[], remote: string, liveVersion: string | null | undefined) {
    super(`Refused: ${reasons.join(' ')} ${remote} keeps ${versionLabel(liveVersion)} live.`);
  }
}
