// The root of @cerca/contracts is for the services, and for types in the browser. Browser code
// imports values by file, e.g. '@cerca/contracts/feed' or '@cerca/contracts/route-match': each
// app then bundles only the schemas it uses (zod/mini tree-shakes), and code on the first visit
// imports only zod-free files (route-match, roles, vehicle-types), so a first visit downloads no
// zod (test/browser-root-imports.test.ts keeps it so).
export * from './admin-cities';
export * from './catalogue';
export * from './categories';
export * from './driver-me';
export * from './errors';
export * from './exposed-modules';
export * from './me';
export * from './partner-access';
export * from './people';
export * from './remote-declaration';
export * from './remotes';
export * from './roles';
export * from './service-declaration';
