import { once } from 'node:events';
import { readFile } from 'node:fs/promises';
import net from 'node:net';
import { setImmediate } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { letIoIn } from '../../src/platform/turns.js';

/**
 * A socket whose peer has already sent data that the event loop has not read yet, and a way to run code in an
 * I/O callback (the poll phase), where a long task resumes after a worker's answer or a query's result.
 */
async function pendingSocketRead() {
  const server = net.createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  const client = net.connect(port, '127.0.0.1');
  const [accepted] = (await once(server, 'connection')) as [net.Socket];
  await once(client, 'connect');
  const close = () => {
    client.destroy();
    accepted.destroy();
    server.close();
  };
  return { client, accepted, close };
}

describe('letIoIn', () => {
  let cleanup: (() => void) | undefined;
  afterEach(() => cleanup?.());

  it('resolves only after data waiting on a socket has been read, when awaited in an I/O callback', async () => {
    const { client, accepted, close } = await pendingSocketRead();
    cleanup = close;
    const order: string[] = [];
    accepted.on('data', () => order.push('socket read'));
    await readFile(import.meta.filename).then(async () => {
      // In the poll phase now. The byte reaches the accepted socket's buffer at once on loopback (the wait
      // makes sure); the loop reads it at its next poll. One setImmediate comes back before that, letIoIn after.
      client.write('x');
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20);
      const once = setImmediate().then(() => order.push('one setImmediate'));
      const letIn = letIoIn().then(() => order.push('letIoIn'));
      await Promise.all([once, letIn]);
    });
    expect(order).toEqual(['one setImmediate', 'socket read', 'letIoIn']);
  });
});
