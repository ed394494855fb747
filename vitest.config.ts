import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Two worlds: pure and server code runs in Node, page code in a simulated DOM.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: ['domain/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
          // Server tests boot a fresh embedded Postgres per file.
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
      {
        plugins: [react()],
        define: { 'import.meta.env.APP_VERSION': JSON.stringify('test') },
        test: {
          name: 'dom',
          environment: 'happy-dom',
          include: ['src/**/*.test.{ts,tsx}'],
          restoreMocks: true,
          // Whole screens driven by user-event: several seconds each on a busy two-core machine.
          testTimeout: 15_000,
        },
      },
    ],
  },
});
