import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './server-process.js';

/** Where Debian puts the server binaries (the newest installed version). */
function binDir(): string {
  const versions = fs.readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a));
  if (!versions[0]) throw new Error('no PostgreSQL server installed under /usr/lib/postgresql');
  return `/usr/lib/postgresql/${versions[0]}/bin`;
}

/**
 * A PostgreSQL cluster of the test's own, on a free loopback port, so a test can stop and start it without
 * touching the shared server the other tests use. The server refuses to run as root: when the test runs as
 * root, the cluster belongs to the `postgres` user.
 */
export class PrivatePostgres {
  private constructor(
    readonly dir: string,
    readonly port: number,
  ) {}

  get url(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  static async create(): Promise<PrivatePostgres> {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pontual-pg-'));
    const cluster = new PrivatePostgres(dir, await freePort());
    if (process.getuid?.() === 0) execFileSync('chown', ['-R', 'postgres:postgres', dir]);
    cluster.run('initdb', ['-D', `${dir}/data`, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8']);
    cluster.start();
    return cluster;
  }

  private run(tool: string, args: string[]): void {
    const command = [`${binDir()}/${tool}`, ...args];
    if (process.getuid?.() === 0) {
      execFileSync('runuser', ['-u', 'postgres', '--', ...command], { stdio: 'ignore' });
    } else {
      execFileSync(command[0]!, command.slice(1), { stdio: 'ignore' });
    }
  }

  start(): void {
    const options = `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
    this.run('pg_ctl', ['-D', `${this.dir}/data`, '-o', options, '-l', `${this.dir}/log`, '-w', 'start']);
  }

  /** Stops the server the hard way: every backend is killed, as in a crash. */
  crash(): void {
    this.run('pg_ctl', ['-D', `${this.dir}/data`, '-m', 'immediate', '-w', 'stop']);
  }

  destroy(): void {
    try {
      this.run('pg_ctl', ['-D', `${this.dir}/data`, '-m', 'immediate', '-w', 'stop']);
    } catch {
      // already stopped
    }
    fs.rmSync(this.dir, { recursive: true, force: true });
  }
}
