import type { ExposedModules } from '@cerca/contracts';
import { getPublicProfile } from './features/public-profile/api/get-public-profile';
import { searchUsers } from './features/search/api/search-users';

// Exposed as "./people": other apps (mf-ordering's messages) ask discovery's people endpoints
// through discovery's own code, so they never call /api/discovery themselves (issue 23's
// boundary rule, deploy/topology/test/api-boundaries.test.ts).

// The contract in @cerca/contracts is the only description of this module: if a function drifts
// from it, this line stops compiling.
const exposed = {
  getPerson: getPublicProfile,
  searchPeople: searchUsers,
} satisfies ExposedModules['mf_discovery/people'];

export const { getPerson, searchPeople } = exposed;
