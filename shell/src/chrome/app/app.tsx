import { useTranslation } from '@cerca/i18n';
import { useSession } from '@cerca/session';
import { MAX_VISIBLE_TOASTS, TOAST_DURATION_MS, Toasts, toast } from '@cerca/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { useCallback, useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useHomeConfetti } from '../features/confetti/use-home-confetti';
import { Footer } from '../features/footer/footer';
import { type LocationPickerComponent, loadLocationPicker } from '../features/location/load-location-picker';
import { BottomTabs } from '../features/navigation/bottom-tabs';
import { markOnboardingSeen, shouldShowOnboarding } from '../features/onboarding/flag';
import { Onboarding } from '../features/onboarding/onboarding';
import { queryClient } from '../lib/query-client';
import { useLocation } from '../lib/use-location';
import { RegionBoundary } from './region-boundary';
import { TopBar } from './top-bar';

/** Containers declared in index.html; the chrome portals into the bars. */
const TOP_BAR_ID = 'cerca-topbar';
const TABS_ID = 'cerca-tabs';
const FOOTER_ID = 'cerca-footer';

function Chrome() {
  const { t } = useTranslation('chrome');
  const { pathname } = useLocation();
  const session = useSession();
  const [locationOpen, setLocationOpen] = useState(false);
  // Loaded on the first tap (load-location-picker.ts), then kept mounted like any dialog.
  const [LocationPicker, setLocationPicker] = useState<LocationPickerComponent | null>(null);
  const [onboardingOpen, setOnboardingOpen] = useState(() => shouldShowOnboarding(window.localStorage));
  useHomeConfetti(pathname, onboardingOpen);

  const openLocation = useCallback(() => {
    loadLocationPicker().then(
      (component) => {
        // A component in state: the updater form, or React would call it as one.
        setLocationPicker(() => component);
        setLocationOpen(true);
      },
      () => toast.error(t('location.unavailable')),
    );
  }, [t]);
  const closeOnboarding = useCallback(() => {
    markOnboardingSeen(window.localStorage);
    setOnboardingOpen(false);
  }, []);

  const topBar = document.getElementById(TOP_BAR_ID);
  const tabs = document.getElementById(TABS_ID);
  const footer = document.getElementById(FOOTER_ID);
  // The page's brand from index.html gives way to the top bar in the same frame (before paint).
  useLayoutEffect(() => {
    topBar?.querySelector(':scope > [data-boot]')?.remove();
  }, [topBar]);

  return (
    <>
      {topBar &&
        createPortal(
          <RegionBoundary name="top bar">
            <TopBar pathname={pathname} session={session} onOpenLocation={openLocation} />
          </RegionBoundary>,
          topBar,
        )}
      {footer &&
        createPortal(
          <RegionBoundary name="footer">
            <Footer />
          </RegionBoundary>,
          footer,
        )}
      {tabs &&
        createPortal(
          <RegionBoundary name="tabs">
            <BottomTabs pathname={pathname} />
          </RegionBoundary>,
          tabs,
        )}
      {LocationPicker && (
        <RegionBoundary name="location picker">
          <LocationPicker open={locationOpen} onClose={() => setLocationOpen(false)} />
        </RegionBoundary>
      )}
      <RegionBoundary name="onboarding">
        <Onboarding open={onboardingOpen} onClose={closeOnboarding} />
      </RegionBoundary>
      <Toasts
        position="bottom-right"
        visibleToasts={MAX_VISIBLE_TOASTS}
        // sonner's own labels are English ("Notifications", "Close toast"): screen readers say ours.
        containerAriaLabel={t('toasts.region')}
        toastOptions={{ duration: TOAST_DURATION_MS, closeButtonAriaLabel: t('toasts.close') }}
        offset={{ bottom: 88 }}
        mobileOffset={{ bottom: 80 }}
        richColors
        closeButton
      />
    </>
  );
}

/** The chrome application: everything around the remotes. */
export function ChromeApp() {
  return (
    <QueryClientProvider client={queryClient}>
      <Chrome />
    </QueryClientProvider>
  );
}
