import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

const ROOT = path.join(import.meta.dirname, '..', '..');

/**
 * The V8 flags on `npm start`'s command line (package.json, docs/decisions/005-runtime.md), so that the
 * processes the tests and the bench start run as production does.
 */
export const NODE_FLAGS: readonly string[] = (() => {
  const { scripts } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const flags = /^node ((?:--[\w-]+(?:=\w+)? )*)dist\/main\.js$/.exec(scripts.start!);
  if (!flags) throw new Error('package.json: "start" is not `node [--flag …] dist/main.js`');
  return flags[1]!.split(' ').filter(Boolean);
})();

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** The real server (`src/main.ts`) in its own process, for crash and multi-process tests. */
export class ServerProcess {
  private constructor(
    readonly child: ChildProcess,
    readonly url: string,
  ) {}

  /** `readyWithinMs`: how long a start may take (a loaded machine needs longer; tests that start many servers). */
  static async start(
    env: Record<string, string>,
    entry = 'src/main.ts',
    readyWithinMs = 20_000,
  ): Promise<ServerProcess> {
    const port = await freePort();
    const child = spawn(process.execPath, [...NODE_FLAGS, '--import', 'tsx', entry], {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        HOST: '127.0.0.1',
        ...env,
        PORT: String(port),
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const server = new ServerProcess(child, `http://127.0.0.1:${port}`);
    if (entry === 'src/main.ts') await server.waitReady(readyWithinMs);
    return server;
  }

  private async waitReady(withinMs: number): Promise<void> {
    const deadline = Date.now() + withinMs;
    while (Date.now() < deadline) {
      if (this.child.exitCode !== null) throw new Error(`server exited with ${this.child.exitCode}`);
      try {
        if ((await fetch(`${this.url}/readyz`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('server did not become ready');
  }

  /** kill -9: no shutdown hook runs. */
  async kill(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.kill('SIGKILL');
    await exited;
  }

  /** SIGTERM and wait for a clean exit. */
  async stop(): Promise<number | null> {
    if (this.child.exitCode !== null) return this.child.exitCode;
    const exited = new Promise<number | null>((resolve) => this.child.once('exit', (code) => resolve(code)));
    this.child.kill('SIGTERM');
    return exited;
  }
}
