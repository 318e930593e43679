import { PageLoader } from '@cerca/remote-kit';
import { useSession } from '@cerca/session';
import { AuthForm } from '../../features/auth/components/auth-form';
import { ProfileView } from '../../features/profile/components/profile-view';

/** /profile: the sign-in / sign-up form for visitors, the profile for signed-in people. */
export default function ProfilePage() {
  const session = useSession();
  if (session.status === 'loading') return <PageLoader />;
  if (session.status === 'signed-out') return <AuthForm />;
  return <ProfileView key={session.user.id} userId={session.user.id} />;
}
