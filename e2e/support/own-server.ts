import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ADMIN } from '../playwright.config';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const BUILT_WEB = path.join(root, 'apps/web/dist');

export interface OwnServer {
  baseURL: string;
  stop: () => Promise<void>;
}

/**
 * A server of a test's own, on `port`, serving the web build in `webDist` with the e2e
 * admin: for what the shared server cannot do for one test alone, such as deploying a new
 * version of the app. Its database lives in `dataDir` and outlives a restart.
 */
export async function startOwnServer({
  port,
  webDist,
  dataDir,
}: {
  port: number;
  webDist: string;
  dataDir: string;
}): Promise<OwnServer> {
  const child: ChildProcess = spawn(process.execPath, [path.join(root, 'apps/server/dist/server.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      WEB_DIST: webDist,
      DATA_DIR: dataDir,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
      DEMO_SESSION: 'false',
      WARNING_CHECK_SECONDS: '0',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const baseURL = `http://localhost:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server on ${port} stopped (${child.exitCode})`);
    const ok = await fetch(`${baseURL}/v1/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) {
      child.kill();
      throw new Error(`The server on ${port} did not answer within 30 s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    baseURL,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** A fresh copy of the web build, for a test to deploy and then change. */
export function copyWebBuild(to: string): void {
  fs.rmSync(to, { recursive: true, force: true });
  fs.cpSync(BUILT_WEB, to, { recursive: true });
}
