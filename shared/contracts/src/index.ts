// The root of @cerca/contracts is a Module Federation singleton: the shell provides it and every
// remote uses that one copy, so it is part of every first page load. Only what the shell and the
// first pages need lives here. Everything else is imported by file, e.g. '@cerca/contracts/feed'
// or '@cerca/contracts/city-life/world': those modules are not shared, so each remote bundles
// only the schemas its lazy pages use (zod/mini tree-shakes), and first loads stay in budget.
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
