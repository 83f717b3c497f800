import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs, { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { NODE_FLAGS } from '../test/support/server-process.js';

export type BenchDb = 'sqlite' | 'postgres';
export const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface Storage {
  env: Record<string, string>;
  drop(): Promise<void>;
}

/** A fresh data directory (SQLite) or schema (PostgreSQL) for one scenario. */
export async function createStorage(db: BenchDb, name: string): Promise<Storage> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `pontual-bench-${name}-`));
  if (db === 'sqlite')
    return {
      env: { DATA_DIR: dataDir },
      drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  const schema = `bench_${name.replace(/\W/g, '_')}_${process.pid}`;
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  await client.query(`drop schema if exists ${schema} cascade; create schema ${schema}`);
  await client.end();
  const url = new URL(PG_URL);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    drop: async () => {
      const c = new pg.Client({ connectionString: PG_URL });
      await c.connect();
      await c.query(`drop schema if exists ${schema} cascade`);
      await c.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export { freePort } from '../test/support/server-process.js';

/** `node` arguments that write a CPU profile of each Pontual process into `dir` (`npm run bench -- --cpu-prof DIR`). */
export function profileInto(dir: string | undefined): void {
  profileArgs = dir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(dir)}`] : [];
}
let profileArgs: string[] = [];

/**
 * Arguments for `node` running one of Pontual's entry points (`dist/main.js`, `dist/worker.js`): the flags of
 * `npm start` and, when asked, the profiler's.
 */
export function pontualArgs(entry: string): string[] {
  return [...NODE_FLAGS, ...profileArgs, entry];
}

/** The environment of a Pontual process the bench starts: a master key of its own unless `env` names one. */
function processEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PONTUAL_MASTER_KEY: randomBytes(32).toString('hex'),
    ...env,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
  };
}

/** Starts a server process and resolves once `/healthz` (or `readyPath`) answers. */
export async function startProcess(
  command: string,
  args: string[],
  env: Record<string, string>,
  port: number,
  readyPath = '/healthz',
): Promise<ChildProcess> {
  const child = spawn(command, args, {
    env: { ...processEnv(env), PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`${command} ${args.join(' ')} exited with ${child.exitCode}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}${readyPath}`);
      if (response.ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`${command} did not become ready on port ${port}`);
}

/**
 * Starts a process that serves no HTTP (`dist/worker.js`); a failure to start shows when it exits, which
 * the caller checks with `exitCode`.
 */
export function startBackgroundProcess(
  command: string,
  args: string[],
  env: Record<string, string>,
): ChildProcess {
  return spawn(command, args, { env: processEnv(env), stdio: ['ignore', 'ignore', 'inherit'] });
}

export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

export interface LoadResult {
  requestsPerSecond: number;
  requests: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
}

/** Loads `url` with autocannon from this process (the server runs in another). */
export async function load(options: {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  connections: number;
  durationSeconds: number;
}): Promise<LoadResult> {
  const result = await autocannon({
    url: options.url,
    method: options.method ?? 'GET',
    headers: options.headers,
    body: options.body,
    connections: options.connections,
    duration: options.durationSeconds,
  });
  return {
    requestsPerSecond: result.requests.average,
    requests: result.requests.total,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx + result.errors + result.timeouts,
  };
}

/** Resets a process's peak resident memory to its current size, so the next peak is one scenario's own. */
export function resetPeakMemory(pid: number): void {
  writeFileSync(`/proc/${pid}/clear_refs`, '5');
}

/** Resident memory figures of a process, in MB, from /proc (Linux). */
export function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

/** Downloads `url` whole and returns the milliseconds it took. */
export async function timeDownload(url: string, headers: Record<string, string> = {}): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  const reader = response.body!.getReader();
  while (!(await reader.read()).done);
  return performance.now() - started;
}

/** A valid CPF derived from `n` (check digits computed), for seeding. */
export function cpfFor(n: number): string {
  const digits = [...String(100000000 + n * 7919).slice(0, 9)].map(Number);
  for (const length of [9, 10]) {
    const sum = digits.slice(0, length).reduce((acc, d, i) => acc + d * (length + 1 - i), 0);
    digits.push(((sum * 10) % 11) % 10);
  }
  return digits.join('');
}

/** The `p`th percentile of ascending `sorted`. */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

export const round = (value: number, places = 1) => Math.round(value * 10 ** places) / 10 ** places;
