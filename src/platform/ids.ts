import { v7 as uuidv7 } from 'uuid';

/** Random bytes for this many ids are drawn at once. */
const POOLED_IDS = 256;
let pool = new Uint8Array(0);
let taken = 0;
/** The last id's millisecond and counter, so ids made within one millisecond still sort in creation order. */
let lastMsecs = -Infinity;
let sequence = 0;

/**
 * New record id: a UUIDv7, so ids sort by creation time and index well.
 *
 * uuid's own generator calls `crypto.getRandomValues` for 16 bytes per id, at 4 µs a call about 6% of a
 * clock-in's CPU (three ids each); here the bytes come from a pool filled 4 KB at a time. uuid keeps its
 * monotonic counter only when it draws the bytes itself, so the counter is kept here, as uuid does: it starts
 * from random bits at each new millisecond and counts up within one (RFC 9562, method 2).
 */
export function newId(): string {
  if (taken === pool.length) {
    pool = crypto.getRandomValues(new Uint8Array(16 * POOLED_IDS));
    taken = 0;
  }
  const random = pool.subarray(taken, (taken += 16));
  const now = Date.now();
  if (now > lastMsecs) {
    lastMsecs = now;
    sequence = ((random[6]! & 0x7f) << 24) | (random[7]! << 16) | (random[8]! << 8) | random[9]!;
  } else {
    sequence = (sequence + 1) | 0;
    // The counter ran out within one millisecond: borrow the next one, as uuid does.
    if (sequence === 0) lastMsecs++;
  }
  return uuidv7({ msecs: lastMsecs, seq: sequence, random });
}
