// `@cerca/db-testing`: a fresh migrated database per test file, and the rows tests insert.
export { auditOf } from './audit';
export { countingStatements } from './count-statements';
export * from './fixtures';
export { pgCode } from './pg-code';
export {
  createTestDatabase,
  DEFAULT_TEST_DATABASE_SERVER,
  type TestDatabase,
  type TestDatabaseOptions,
} from './test-database';
