import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { appSourceFiles, findFeatureImports, scanFeatureImports } from './feature-imports';

const ROOT = path.resolve(import.meta.dirname, '../../..');

describe('features import no other feature', () => {
  it('finds no import from one feature into another, nor from components/, lib/ or api/ into a feature', () => {
    expect(appSourceFiles(ROOT).length).toBeGreaterThan(300);
    const found = scanFeatureImports(ROOT);
    expect(found.map(({ file, specifier, why }) => `${file} → ${specifier} (${why})`)).toEqual([]);
  });

  it('would have caught menu-list → cart and profile-tab-panel → subscriptions, and lets the rest be', () => {
    const menuList = 'mf-discovery/src/features/business/components/menu-list.tsx';
    const tabPanel = 'mf-ordering/src/features/profile/components/profile-tab-panel.tsx';
    const crossing = [
      [menuList, "import { AddToCart } from '../../cart/components/add-to-cart';"],
      [tabPanel, "import { SubscriptionPlans } from '../../subscriptions/components/subscription-plans';"],
      [tabPanel, "const Plans = lazy(() => import('../../subscriptions/components/subscription-plans'));"],
      ['shell/src/chrome/features/footer/footer.test.ts', "import { TABS } from '../navigation/tabs';"],
      ['mf-ordering/src/lib/orders.ts', "export { total } from '../features/orders-panel/lib/money';"],
      ['mf-driver/src/components/card.tsx', "import type { Offer } from '../features/dashboard/api/offers';"],
    ] as const;
    for (const [file, source] of crossing) {
      expect(findFeatureImports(file, source), `${file}: ${source}`).toHaveLength(1);
    }
    const allowed = [
      [tabPanel, "import { NS } from '../../../lib/i18n';"],
      [tabPanel, "import { MyBusinesses } from './my-businesses';"],
      [tabPanel, "import type { ProfileTab } from '../lib/tabs';"],
      [tabPanel, "import { Tabs } from '@cerca/ui';"],
      [
        'mf-ordering/src/app/routes/profile.tsx',
        "import { ProfileView } from '../../features/profile/components/profile-view';",
      ],
      [
        'mf-ordering/src/business-menu.tsx',
        "import { BusinessMenu } from './features/business-menu/components/business-menu';",
      ],
      ['shell/src/chrome/chrome.test.ts', "import { TABS } from './features/navigation/tabs';"],
    ] as const;
    for (const [file, source] of allowed) {
      expect(findFeatureImports(file, source), `${file}: ${source}`).toEqual([]);
    }
  });
});
