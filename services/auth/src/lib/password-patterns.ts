// Passwords that are a pattern rather than a word: the common-password list leaves them out (see
// common-passwords.ts), yet they are among the first guesses. Checked on the lower-case password;
// each check is a few comparisons per character.

/** Runs typed in order; a password inside one of them, either way round, is a sequence. */
const RUNS = [
  'abcdefghijklmnopqrstuvwxyz',
  // Twice, so a run that wraps past 9 ('78901234') is inside it too.
  '01234567890123456789',
  // The letter rows of a QWERTY keyboard, one after the other ('qwertyui', 'asdfghjk').
  'qwertyuiopasdfghjklzxcvbnm',
  // Its columns, top to bottom ('1qaz2wsx', 'qazwsxed').
  '1qaz2wsx3edc4rfv5tgb6yhn7ujm8ik9ol0p',
  'qazwsxedcrfvtgbyhnujmikolp',
];
const RUNS_BOTH_WAYS = RUNS.flatMap((run) => [run, [...run].reverse().join('')]);

/** The longest block whose repetition makes a pattern: 'aaaaaaaa', 'abababab', 'abcdabcd'. */
const MAX_REPEATED_BLOCK = 4;

/** The whole text is one block of at most MAX_REPEATED_BLOCK characters, repeated. */
export function isRepetition(text: string): boolean {
  const chars = [...text];
  for (let block = 1; block <= MAX_REPEATED_BLOCK && block * 2 <= chars.length; block++) {
    if (chars.every((char, index) => char === chars[index % block])) return true;
  }
  return false;
}

/** The whole text is a run of the alphabet, the digits or the keyboard, forwards or backwards. */
export function isSequence(text: string): boolean {
  return text.length > 1 && RUNS_BOTH_WAYS.some((run) => run.includes(text));
}
