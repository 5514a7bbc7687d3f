import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['coulisses-source'] },
  test: { include: ['src/**/*.test.ts'] },
});
