export { ApiError, apiFetch, errorFrom, refusalMessage } from './api/api-fetch';
export { categoriesKeys, categoriesQueryOptions, getCategories, useCategories } from './api/categories';
export { citiesKeys, citiesQueryOptions, getCities, useCities, useCity } from './api/cities';
export { countriesKeys, countriesQueryOptions, getCountries, useCountries } from './api/countries';
export { getMe, meKeys, meQueryOptions, useMe } from './api/me';
export { type ServerTransport, setServerTransport } from './api/server-transport';
export {
  AUTH_STORAGE_KEY,
  currentAccessToken,
  getAuthClient,
  hasStoredSession,
  onAuthStateChange,
} from './auth-client';
export {
  type AuthErrorLike,
  type Credentials,
  normaliseCredentials,
  type SignInErrorKey,
  type SignUpErrorKey,
  signInErrorKey,
  signUpErrorKey,
} from './auth-errors';
export { LOCAL_KEYS } from './local-keys';
export {
  clearCity,
  getPlace,
  type Place,
  reloadPlace,
  ServerPlaceContext,
  selectCity,
  selectCountry,
  usePlace,
} from './place';
export { announceProfileChanged, onProfileChanged } from './profile-changed';
export {
  emitRealtime,
  type RealtimeOptions,
  type RealtimeSubscription,
  subscribeRealtime,
  useRealtimeEvent,
} from './realtime';
export { type CercaUser, isAdmin, isCityPartner, managedCityId, roleOf } from './roles';
export { redirectTarget, signInPath } from './sign-in-redirect';
export { clearLocalState, signOut } from './sign-out';
export { type SessionState, useSession } from './use-session';
