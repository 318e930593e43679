export * from './remotes';
export * from './errors';
export * from './catalogue';
export * from './me';
export * from './driver-me';
export * from './partner-access';
