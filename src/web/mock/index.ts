export {
  DEMO_PASSWORD,
  DEMO_USERS,
  type DemoUser,
  generatePassword,
  type NewUserFields,
  newUserRecord,
  type PublicUser,
  usernameFor,
  withoutSecrets,
} from './demo-users';
export {
  DbMessages,
  type DbMethod,
  type DbOptions,
  type DbRequest,
  type DbResponse,
  dbError,
  InMemoryDb,
  type Item,
  type ItemId,
  type SeedItem,
} from './in-memory-db';
export { createDemoDb, MOCK_PAGE_SIZE, MOCK_VIEWER_EMAIL_DOMAIN, MockMessages } from './mock-backend';
export { createMockFetch, type MockFetchOptions } from './mock-fetch';
