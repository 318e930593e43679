import { useEffect, useRef } from 'react';
import { CONFETTI_MS, shouldCelebrate } from './celebrate';

const COLORS = ['#c2185b', '#f5a623', '#00796b', '#1d4ed8', '#ffffff'];

async function burst(durationMs: number): Promise<void> {
  // Loaded on first use: keeps canvas-confetti out of the first load.
  const { default: confetti } = await import('canvas-confetti');
  const end = Date.now() + durationMs;
  const frame = () => {
    const common = {
      particleCount: 4,
      spread: 60,
      startVelocity: 45,
      colors: COLORS,
      zIndex: 45,
      disableForReducedMotion: true,
    };
    void confetti({ ...common, angle: 60, origin: { x: 0, y: 0.7 } });
    void confetti({ ...common, angle: 120, origin: { x: 1, y: 0.7 } });
    if (Date.now() < end) requestAnimationFrame(frame);
  };
  frame();
}

/** A ~2 s confetti burst whenever the visitor arrives on the home page. */
export function useHomeConfetti(pathname: string, onboardingOpen: boolean): void {
  const lastPath = useRef<string | null>(null);
  useEffect(() => {
    if (onboardingOpen) return; // wait: the burst happens when the introduction closes
    const reducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    const celebrate = shouldCelebrate({
      previousPath: lastPath.current,
      path: pathname,
      onboardingOpen,
      reducedMotion,
    });
    lastPath.current = pathname;
    if (celebrate) void burst(CONFETTI_MS).catch(() => {});
  }, [pathname, onboardingOpen]);
}
