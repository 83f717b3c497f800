import { defineConfig } from 'vitest/config';

/**
 * `npm test` runs the unit tests once and the HTTP suite twice: on the embedded SQLite database and on
 * PostgreSQL (TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test). PostgreSQL being down
 * fails the run; it is never skipped. The dashboard's browser tests (`e2e`) build the web app first and drive
 * Debian's Chromium against the real server on SQLite.
 */
export default defineConfig({
  test: {
    testTimeout: 20_000,
    hookTimeout: 30_000,
    projects: [
      { extends: true, test: { name: 'unit', include: ['test/unit/**/*.test.ts'] } },
      {
        extends: true,
        test: { name: 'sqlite', include: ['test/http/**/*.test.ts'], env: { PONTUAL_TEST_DB: 'sqlite' } },
      },
      {
        extends: true,
        test: { name: 'postgres', include: ['test/http/**/*.test.ts'], env: { PONTUAL_TEST_DB: 'postgres' } },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          env: { PONTUAL_TEST_DB: 'sqlite' },
          globalSetup: ['test/support/build-web.ts'],
        },
      },
    ],
  },
});
