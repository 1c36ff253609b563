import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from './api/client';
import type { Session } from './auth';
import type { AppConfig } from './config/app-config';

/** What every route's loader and beforeLoad can reach (the route files import it from here, not from router.ts). */
export interface RouterContext {
  config: AppConfig;
  api: ApiClient;
  auth: Session;
  queryClient: QueryClient;
}
