/** Spec 01 §9: the home confetti lasts 2 seconds. */
export const CONFETTI_MS = 2000;

export interface CelebrateInput {
  previousPath: string | null;
  path: string;
  onboardingOpen: boolean;
  reducedMotion: boolean;
}

/**
 * Confetti when entering "/" (first load or coming from another page), not behind the
 * introduction (it bursts once the intro closes), never with prefers-reduced-motion.
 */
export function shouldCelebrate({
  previousPath,
  path,
  onboardingOpen,
  reducedMotion,
}: CelebrateInput): boolean {
  return path === '/' && previousPath !== '/' && !onboardingOpen && !reducedMotion;
}
