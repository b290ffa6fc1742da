import type { Driver } from '../../src/db/client';

/** What a project's global setup hands to its test files. */
export interface TestTarget {
  driver: Driver;
  /** base URL of the running API server; '' when skipped */
  baseUrl: string;
  /** why this driver's run is skipped, or null */
  skip: string | null;
  /** PostgreSQL URL of the server's database (pg only) */
  databaseUrl: string | null;
  /** server's PostgreSQL URL for maintenance (creating/dropping databases; pg only) */
  adminUrl: string | null;
  /** the server's releases folder (release manifests are checked there); '' when skipped */
  releasesDir: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    target: TestTarget;
  }
}

export const TEST_GOODS = 120;

/** X-Release-Key of the test servers */
export const TEST_RELEASE_KEY = 'test-release-key-0123456789';

/** X-Operator-Key of the test servers (pnpm mall jobs|credit|backup) */
export const TEST_OPERATOR_KEY = 'test-operator-key-0123456789';
