import { PageLoader } from '@cerca/remote-kit';
import { useSession } from '@cerca/session';
import { lazy, Suspense } from 'react';
import { AuthForm } from '../../features/auth/components/auth-form';

// Visitors (and every gated page's sign-in redirect) see only the form: the signed-in profile,
// its settings and their texts load when someone is signed in.
const ProfileView = lazy(() =>
  import('../../features/profile/components/profile-view').then((module) => ({
    default: module.ProfileView,
  })),
);

/** /profile: the sign-in / sign-up form for visitors, the profile for signed-in people. */
export default function ProfilePage() {
  const session = useSession();
  if (session.status === 'loading') return <PageLoader />;
  if (session.status === 'signed-out') return <AuthForm />;
  return (
    <Suspense fallback={<PageLoader />}>
      <ProfileView key={session.user.id} userId={session.user.id} />
    </Suspense>
  );
}
