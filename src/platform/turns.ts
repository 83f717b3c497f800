import { setImmediate } from 'node:timers/promises';

/**
 * Resolves once the event loop has polled for I/O: what a long task awaits between its slices so that the
 * requests that arrived meanwhile are read and answered as far as they can be (on SQLite, one that needs the
 * database while the task holds a transaction still waits for its commit). One `setImmediate` is not enough from an I/O
 * callback (a worker's answer, a socket's data): it runs in the same turn's check phase, before the next
 * poll, so the slice before it and the one after would hold the loop as one. The second one is after a poll
 * whichever phase the first was awaited in.
 */
export async function letIoIn(): Promise<void> {
  await setImmediate();
  await setImmediate();
}
