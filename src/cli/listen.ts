import { randomBytes } from 'node:crypto';
import { signatureHeaders } from '../modules/webhooks/signature.js';

/** How long `listen` waits before it connects again after the stream dropped. */
const RECONNECT_MS = 1000;

export interface ListenOptions {
  key: string;
  forwardTo: string;
  /** The API's base URL, e.g. `http://127.0.0.1:3000`. */
  api: string;
  /** Ends the session (the command itself runs until it is interrupted). */
  signal?: AbortSignal;
  /** Called once the stream is open, with the session's secret (tests start producing events then). */
  onConnected?: (secret: string) => void;
}

/** A signing secret for one session, in the webhooks' format: `whsec_` and the base64 of 32 random bytes. */
function sessionSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

/** A refusal of the stream itself (a bad key, a missing scope): connecting again would be refused too. */
class RefusedStream extends Error {}

interface StreamMessage {
  id: string;
  event: string;
  data: string;
}

/** Server-Sent Events parsing (the fields `listen` reads: id, event, data); comments are skipped. */
async function* messages(body: ReadableStream<Uint8Array>): AsyncGenerator<StreamMessage> {
  const decoder = new TextDecoder();
  let buffered = '';
  let message: StreamMessage = { id: '', event: 'message', data: '' };
  let data: string[] = [];
  for await (const chunk of body) {
    buffered += decoder.decode(chunk, { stream: true });
    let newline: number;
    while ((newline = buffered.indexOf('\n')) >= 0) {
      const line = buffered.slice(0, newline).replace(/\r$/, '');
      buffered = buffered.slice(newline + 1);
      if (line === '') {
        if (data.length) yield { ...message, data: data.join('\n') };
        message = { id: '', event: 'message', data: '' };
        data = [];
        continue;
      }
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'id') message.id = value;
      else if (field === 'event') message.event = value;
      else if (field === 'data') data.push(value);
    }
  }
}

/** Posts one event to the local URL, signed as a real delivery is; its status (or the error) for the log line. */
async function forward(url: string, secret: string, message: StreamMessage): Promise<string> {
  const timestamp = Math.floor(Date.now() / 1000);
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-pontual-event': message.event,
        'x-pontual-event-id': message.id,
        ...signatureHeaders([secret], message.id, timestamp, message.data),
      },
      body: message.data,
    });
    await response.body?.cancel();
    return String(response.status);
  } catch (error) {
    return `failed (${error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error)})`;
  }
}

/**
 * `listen`: receives the key's environment's events from `GET /v1/events/stream` and forwards each to a
 * local URL, signed with a secret made for this session, as `stripe listen` does. A dropped stream is opened
 * again after the last event forwarded (`Last-Event-ID`), so none is missed. Runs until `signal` ends it;
 * throws when the API refuses the key or the request (connecting again would not help).
 */
export async function listen(
  options: ListenOptions,
  io: { out: (text: string) => void; err: (text: string) => void },
): Promise<void> {
  const secret = sessionSecret();
  const streamUrl = new URL('/v1/events/stream', options.api);
  io.out(`signing secret for this session: ${secret}\n`);
  let lastEventId: string | undefined;
  while (!options.signal?.aborted) {
    try {
      const response = await fetch(streamUrl, {
        headers: {
          accept: 'text/event-stream',
          'x-api-key': options.key,
          ...(lastEventId ? { 'last-event-id': lastEventId } : {}),
        },
        signal: options.signal,
      });
      if (response.status === 401 || response.status === 403 || response.status === 400) {
        const problem = (await response.json()) as { detail?: string; title?: string };
        throw new RefusedStream(`HTTP ${response.status}: ${problem.detail ?? problem.title ?? ''}`);
      }
      if (!response.ok || !response.body) {
        await response.body?.cancel();
        throw new Error(`HTTP ${response.status}`);
      }
      io.out(`listening on ${streamUrl.href}, forwarding to ${options.forwardTo}\n`);
      options.onConnected?.(secret);
      for await (const message of messages(response.body)) {
        const status = await forward(options.forwardTo, secret, message);
        io.out(`${new Date().toISOString()}  ${message.event}  ${message.id}  -> ${status}\n`);
        if (message.id) lastEventId = message.id;
      }
      io.err('stream ended; reconnecting\n');
    } catch (error) {
      if (options.signal?.aborted) break;
      if (error instanceof RefusedStream) throw error;
      io.err(`stream dropped (${error instanceof Error ? error.message : String(error)}); reconnecting\n`);
    }
    if (!options.signal?.aborted) await new Promise((resolve) => setTimeout(resolve, RECONNECT_MS));
  }
}
