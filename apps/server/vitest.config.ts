import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['coulisses-source'] },
  ssr: { resolve: { conditions: ['coulisses-source'] } },
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // Each file opens its own database; files in parallel would only fight for 2 cores.
    fileParallelism: false,
  },
});
