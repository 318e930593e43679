import type { MeResponse } from '@cerca/contracts';
import type { CercaUser } from '@cerca/session';
import { describe, expect, it } from 'vitest';
import chrome from '../locales/es-MX/chrome.json';
import { showsCitySearch } from './app/visibility';
import { shouldCelebrate } from './features/confetti/celebrate';
import { pickCreateDialog } from './features/create/load-create-dialog';
import { FOOTER_LINKS } from './features/footer/footer-links';
import { isTabActive, TABS } from './features/navigation/tabs';
import { markOnboardingSeen, replayOnboarding, shouldShowOnboarding } from './features/onboarding/flag';
import { identityOf } from './features/user-menu/identity';
import { menuLinks } from './features/user-menu/menu-links';

const user = (appMetadata: Record<string, unknown> = {}, email = 'ana.lopez@cerca.mx') =>
  ({
    id: 'u1',
    email,
    app_metadata: appMetadata,
    user_metadata: {},
    aud: 'authenticated',
    created_at: '',
  }) as CercaUser;

const me = (
  overrides: Partial<MeResponse> = {},
  profile: Partial<MeResponse['profile']> = {},
): MeResponse => ({
  profile: {
    id: '00000000-0000-4000-8000-000000000001',
    username: 'ana',
    full_name: 'Ana López',
    avatar_url: null,
    email: 'ana.lopez@cerca.mx',
    role: 'user',
    managed_city_id: null,
    user_type: 'user',
    show_email: false,
    ...profile,
  },
  isAdmin: false,
  ownedBusinessIds: [],
  hasMessages: false,
  ...overrides,
});

const hrefs = (identity: ReturnType<typeof identityOf>) => menuLinks(identity).map((link) => link.href);

describe('user menu', () => {
  it('lists the base links for a plain user', () => {
    expect(hrefs(identityOf(user(), me()))).toEqual([
      '/',
      '/businesses',
      '/favorites',
      '/events',
      '/followed',
      '/profile?tab=my_profile',
      '/become-partner',
    ]);
  });

  it('adds messages, my businesses, admin and the city dashboard only when they apply', () => {
    const cityId = '00000000-0000-4000-8000-0000000000aa';
    const links = hrefs(
      identityOf(
        user(),
        me(
          { hasMessages: true, ownedBusinessIds: ['00000000-0000-4000-8000-0000000000bb'], isAdmin: true },
          { role: 'city_partner', managed_city_id: cityId },
        ),
      ),
    );
    expect(links).toEqual([
      '/',
      '/businesses',
      '/favorites',
      '/events',
      '/messages',
      '/followed',
      '/profile?tab=my_profile',
      '/profile?tab=my_businesses',
      '/become-partner',
      '/admin',
      `/dashboard/city/${cityId}`,
    ]);
  });

  it('works from the session alone while /me is unavailable', () => {
    const identity = identityOf(user({ role: 'admin' }), undefined);
    expect(identity.username).toBe('ana.lopez');
    expect(identity.email).toBe('ana.lopez@cerca.mx');
    expect(identity.isAdmin).toBe(true);
    expect(hrefs(identity)).toContain('/admin');
    const partner = identityOf(user({ role: 'city_partner', managed_city_id: 'c1' }), undefined);
    expect(hrefs(partner)).toContain('/dashboard/city/c1');
  });

  it('shows the profile username and full name from /me', () => {
    const identity = identityOf(user(), me());
    expect(identity.username).toBe('ana');
    expect(identity.displayName).toBe('Ana López');
  });
});

describe('bottom tabs', () => {
  it('are Inicio, Buscar, Eventos, Avisos, Perfil with their routes', () => {
    expect(
      TABS.map((tab) => [tab.href, chrome.tabs[tab.labelKey.split('.')[1] as keyof typeof chrome.tabs]]),
    ).toEqual([
      ['/', 'Inicio'],
      ['/businesses', 'Buscar'],
      ['/events', 'Eventos'],
      ['/followed', 'Avisos'],
      ['/profile', 'Perfil'],
    ]);
  });

  it('mark exactly one tab current', () => {
    const active = (path: string) => TABS.filter((tab) => isTabActive(tab, path)).map((tab) => tab.href);
    expect(active('/')).toEqual(['/']);
    expect(active('/businesses/123')).toEqual(['/businesses']);
    expect(active('/category/cafeterias')).toEqual(['/businesses']);
    expect(active('/events/')).toEqual(['/events']);
    expect(active('/followed')).toEqual(['/followed']);
    expect(active('/profile')).toEqual(['/profile']);
    expect(active('/admin')).toEqual([]);
  });
});

describe('city search bar', () => {
  it('is hidden in admin, city dashboards and partner login', () => {
    expect(showsCitySearch('/')).toBe(true);
    expect(showsCitySearch('/dashboard')).toBe(true);
    expect(showsCitySearch('/admin')).toBe(false);
    expect(showsCitySearch('/dashboard/city/1')).toBe(false);
    expect(showsCitySearch('/dashboard/city/1/drivers')).toBe(false);
    expect(showsCitySearch('/partner-login')).toBe(false);
    expect(showsCitySearch('/administrador')).toBe(true);
  });
});

describe('onboarding flag', () => {
  const memory = () => {
    const data = new Map<string, string>();
    return {
      getItem: (key: string) => data.get(key) ?? null,
      setItem: (key: string, value: string) => void data.set(key, value),
      removeItem: (key: string) => void data.delete(key),
    };
  };

  it('shows until closed, then never again until replayed', () => {
    const storage = memory();
    expect(shouldShowOnboarding(storage)).toBe(true);
    markOnboardingSeen(storage);
    expect(storage.getItem('hasSeenOnboarding')).toBe('true');
    expect(shouldShowOnboarding(storage)).toBe(false);
    let reloaded = false;
    replayOnboarding(storage, () => {
      reloaded = true;
    });
    expect(reloaded).toBe(true);
    expect(shouldShowOnboarding(storage)).toBe(true);
  });

  it('has six slides with Continuar and Comenzar', () => {
    expect(chrome.onboarding.slides).toHaveLength(6);
    expect(chrome.onboarding.continue).toBe('Continuar');
    expect(chrome.onboarding.start).toBe('Comenzar');
  });
});

describe('home confetti', () => {
  const base = { previousPath: null, path: '/', onboardingOpen: false, reducedMotion: false };
  it('bursts when arriving on /', () => {
    expect(shouldCelebrate(base)).toBe(true);
    expect(shouldCelebrate({ ...base, previousPath: '/events' })).toBe(true);
  });
  it('does not burst elsewhere, twice, behind the intro or with reduced motion', () => {
    expect(shouldCelebrate({ ...base, path: '/events' })).toBe(false);
    expect(shouldCelebrate({ ...base, previousPath: '/' })).toBe(false);
    expect(shouldCelebrate({ ...base, onboardingOpen: true })).toBe(false);
    expect(shouldCelebrate({ ...base, reducedMotion: true })).toBe(false);
  });
});

function Component() {
  return null;
}

describe('create dialog module', () => {
  it('takes the default export the contract declares, and refuses anything else', () => {
    expect(pickCreateDialog({ default: Component })).toBe(Component);
    expect(() => pickCreateDialog({ CreateDialog: Component })).toThrow();
    expect(() => pickCreateDialog(Component)).toThrow();
    expect(() => pickCreateDialog({})).toThrow();
  });
});

describe('exact spec texts', () => {
  it('uses the spec wording', () => {
    expect(chrome.topBar.signIn).toBe('Iniciar Sesión');
    expect(chrome.userMenu.signOut).toBe('Cerrar Sesión');
    expect(chrome.location.title).toBe('Seleccionar ubicación');
    expect(chrome.location.button).toBe('Seleccionar ubicación');
    expect(chrome.location.subtitle).toBe('Elige tu país y ciudad');
    expect(chrome.location.clear).toBe('Limpiar');
    expect(chrome.topBar.create).toBe('Crear');
    expect(chrome.routing.noPermission).toBe('No tienes permiso para acceder a esta página');
    expect(chrome.signOut.error).toBe('Error al cerrar sesión');
  });
});

// Two features side by side on every page: checked here, where the chrome composes them (a
// feature never imports another).
describe('footer and bottom tabs', () => {
  const label = (path: string) =>
    path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], chrome) as string;

  it('never repeats a bottom tab’s name in the footer, so every link name is unique on the page', () => {
    const tabNames = TABS.map((tab) => label(tab.labelKey).toLowerCase());
    for (const link of FOOTER_LINKS) {
      const name = label(`footer.links.${link.key}`).toLowerCase();
      for (const tabName of tabNames) expect(name.includes(tabName)).toBe(false);
    }
  });
});
