import type { ServiceContext } from '@cerca/service-kit';

/** ioredis' client as the kit hands it out (the service does not depend on ioredis itself). */
export type Redis = ServiceContext['redis'];
