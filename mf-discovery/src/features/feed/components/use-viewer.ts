import { useSession } from '@cerca/session';

/** Who is looking: `ready` once the session is known; `userId` null for visitors. */
export function useViewer(): { ready: boolean; userId: string | null } {
  const session = useSession();
  return { ready: session.status !== 'loading', userId: session.user?.id ?? null };
}
