import { DEFAULT_ADMIN_SETTINGS } from '@cerca/contracts/admin-settings';
import { describe, expect, it } from 'vitest';
import { SETTING_TOGGLES, settingsResolver } from './settings-form';

describe('settings form', () => {
  it('shows the three toggles of the spec', () => {
    expect(SETTING_TOGGLES.map((toggle) => toggle.field)).toEqual([
      'email_notifications',
      'manual_business_approval',
      'maintenance_mode',
    ]);
  });

  it('sends the three booleans as they are', async () => {
    const values = { ...DEFAULT_ADMIN_SETTINGS, maintenance_mode: true };
    expect(
      await settingsResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false }),
    ).toEqual({
      values,
      errors: {},
    });
  });
});
