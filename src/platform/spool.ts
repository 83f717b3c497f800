import { createReadStream } from 'node:fs';
import { mkdtemp, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Text written in one pass and read back once, for a file whose first line needs what only its whole body
 * tells (the AFDT's header carries the dates of its first and last records). The body goes to a temporary file
 * readable by this user alone, never to memory, so a file of any size costs one computation and a disk copy.
 * `remove()` deletes it; call it in a `finally`, since a download may stop half-way.
 */
export interface Spool {
  write(text: string): Promise<void>;
  /** The text written, in order, in chunks of any size. */
  read(): AsyncIterable<string>;
  remove(): Promise<void>;
}

/** A new spool, in a directory of its own under `parent` (the system's temporary directory by default). */
export async function openSpool(parent = tmpdir()): Promise<Spool> {
  const directory = await mkdtemp(path.join(parent, 'pontual-spool-'));
  const file = path.join(directory, 'body');
  const handle = await open(file, 'wx', 0o600);
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await handle.close();
  };
  return {
    async write(text) {
      await handle.write(text, null, 'utf8');
    },
    async *read() {
      await close();
      // The stream's decoder keeps a character split between two chunks whole.
      for await (const chunk of createReadStream(file, { encoding: 'utf8' })) yield chunk as string;
    },
    async remove() {
      await close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
