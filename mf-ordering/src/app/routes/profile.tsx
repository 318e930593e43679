import { PageLoader } from '@cerca/remote-kit';
import { useSession } from '@cerca/session';
import { lazy, Suspense } from 'react';
import { AuthForm } from '../../features/auth/components/auth-form';
import type { ProfileSlots } from '../../features/profile/components/profile-tab-panel';

// Visitors (and every gated page's sign-in redirect) see only the form: the signed-in profile,
// its settings and their texts load when someone is signed in.
const ProfileView = lazy(() =>
  import('../../features/profile/components/profile-view').then((module) => ({
    default: module.ProfileView,
  })),
);

const SubscriptionPlans = lazy(() =>
  import('../../features/subscriptions/components/subscription-plans').then((module) => ({
    default: module.SubscriptionPlans,
  })),
);

const SavedAddresses = lazy(() =>
  import('../../features/addresses/components/saved-addresses').then((module) => ({
    default: module.SavedAddresses,
  })),
);

// The page composes the features: the profile's subscription tab shows the subscriptions
// feature's plans, its addresses tab the addresses feature's book; no feature imports another.
const slots: ProfileSlots = {
  subscription: (me) => (
    <Suspense fallback={<PageLoader />}>
      <SubscriptionPlans userId={me.profile.id} ownsBusinesses={me.ownedBusinessIds.length > 0} />
    </Suspense>
  ),
  addresses: (me) => (
    <Suspense fallback={<PageLoader />}>
      <SavedAddresses userId={me.profile.id} />
    </Suspense>
  ),
};

/** /profile: the sign-in / sign-up form for visitors, the profile for signed-in people. */
export default function ProfilePage() {
  const session = useSession();
  if (session.status === 'loading') return <PageLoader />;
  if (session.status === 'signed-out') return <AuthForm />;
  return (
    <Suspense fallback={<PageLoader />}>
      <ProfileView key={session.user.id} userId={session.user.id} slots={slots} />
    </Suspense>
  );
}
