// Test helpers for services built with the kit. Data rows (users, cities, businesses) come from
// @cerca/db/testing; these build apps on them and send requests to them.
export {
  bearer,
  buildTestApp,
  createTestKeys,
  type TestApp,
  type TestCaller,
  type TestUserClaims,
  testConfig,
} from './app';
export { type FormFile, multipart } from './multipart';
export { type RedisProxy, startRedisProxy } from './redis-proxy';
export { createServiceTest, type ServiceTest, type ServiceTestOptions, useServiceTest } from './service-test';
