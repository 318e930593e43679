/** Signed-in profile tabs (spec 02 §2), in display order. */
export const PROFILE_TABS = [
  'my_profile',
  'my_businesses',
  'orders',
  'addresses',
  'subscription',
  'settings',
] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

/** my_businesses is shown only to owners. */
export function visibleTabs(ownsBusinesses: boolean): ProfileTab[] {
  return PROFILE_TABS.filter((tab) => tab !== 'my_businesses' || ownsBusinesses);
}

/** ?tab= picks a visible tab; anything else (unknown, or my_businesses for non-owners) → my_profile. */
export function resolveProfileTab(value: string | null, ownsBusinesses: boolean): ProfileTab {
  return visibleTabs(ownsBusinesses).find((tab) => tab === value) ?? 'my_profile';
}
