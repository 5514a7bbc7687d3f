import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['coulisses-source'] },
  ssr: { resolve: { conditions: ['coulisses-source'] } },
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // Two files at once: each opens a database of its own (a temp folder, a PostgreSQL schema,
    // a Redis prefix), and much of a file's time is spent waiting on its database and its
    // sockets, which the other file fills (timed by bench/test-suite.mjs).
    fileParallelism: true,
    maxWorkers: 2,
    // A worker runs its files one after the other in one module graph, instead of loading the
    // app anew for each: every file opens its own databases and servers and closes them, and
    // holds no state in a module that another file reads (timed by bench/test-suite.mjs).
    isolate: false,
  },
});
