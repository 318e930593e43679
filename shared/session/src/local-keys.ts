/** Every localStorage key the product writes (spec 01 §3 "Local storage"). */
export const LOCAL_KEYS = {
  country: 'selectedCountry',
  city: 'selectedCity',
  userType: 'userType',
  onboarding: 'hasSeenOnboarding',
  partnerForm: 'partnerFormData',
} as const;
