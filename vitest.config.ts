import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: on CI's two cores, one. The API tests spend much of their time
    // waiting (jobs, timers, the database), so two files at once finish sooner.
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? 2),
    projects: [
      { test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          // One migrated database for the run, copied by each file (test/support/global-setup.ts).
          globalSetup: ['test/support/global-setup.ts'],
          // CI runs these tests a second time on PostgreSQL, niced beside the journeys: a sweep over every route that takes
          // 4 s on an idle machine has taken over 30 s there. A test that hangs still fails, later.
          testTimeout: 120_000,
          // Each file builds its own app on its own database; the modules (Fastify, PGlite, pg-boss, pdf-lib …) are
          // loaded once per worker instead of once per file, which was a third of the API tests' time.
          isolate: false,
          // A file's demo world is built in its first hook: on a loaded two-core machine that alone has taken a minute.
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['src/test-setup.ts'],
        },
      },
    ],
  },
});
