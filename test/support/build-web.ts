import { execFileSync } from 'node:child_process';

/**
 * The browser tests drive the dashboard as it is served: a production build of the current sources. It runs
 * in its own process because Vite takes the mode of React from NODE_ENV, which is `test` in here.
 */
export default function buildWeb(): void {
  execFileSync('npx', ['vite', 'build', '--config', 'web/vite.config.ts', '--logLevel', 'warn'], {
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: 'inherit',
  });
}
