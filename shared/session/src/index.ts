export { getAuthClient, AUTH_STORAGE_KEY } from './auth-client';
export { useSession, type SessionState } from './use-session';
export { roleOf, isAdmin, isCityPartner, managedCityId, type Role, type CercaUser } from './roles';
export { apiFetch, ApiError } from './api';
export { signOut, clearLocalState } from './sign-out';
export { LOCAL_KEYS } from './local-keys';
export { usePlace, selectCountry, selectCity, clearCity, getPlace, reloadPlace, type Place } from './place';
