export { ApiError, apiFetch } from './api';
export { AUTH_STORAGE_KEY, getAuthClient } from './auth-client';
export { LOCAL_KEYS } from './local-keys';
export { clearCity, getPlace, type Place, reloadPlace, selectCity, selectCountry, usePlace } from './place';
export { announceProfileChanged, onProfileChanged } from './profile-changed';
export { type CercaUser, isAdmin, isCityPartner, managedCityId, type Role, roleOf } from './roles';
export { clearLocalState, signOut } from './sign-out';
export { type SessionState, useSession } from './use-session';
