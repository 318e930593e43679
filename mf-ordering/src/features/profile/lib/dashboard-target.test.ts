import { describe, expect, it } from 'vitest';
import { dashboardTarget } from './dashboard-target';

describe('dashboardTarget', () => {
  it('sends to /profile keeping the tab', () => {
    expect(dashboardTarget('')).toBe('/profile');
    expect(dashboardTarget('?tab=settings')).toBe('/profile?tab=settings');
    expect(dashboardTarget('?tab=my_businesses&x=1')).toBe('/profile?tab=my_businesses');
  });

  it('sends a checkout return to the subscription pages', () => {
    expect(dashboardTarget('?success=true')).toBe('/subscription/success');
    expect(dashboardTarget('?success=true&session_id=cs_1')).toBe('/subscription/success?session_id=cs_1');
    expect(dashboardTarget('?canceled=true')).toBe('/subscription/canceled');
    expect(dashboardTarget('?success=false&tab=subscription')).toBe('/profile?tab=subscription');
  });
});
