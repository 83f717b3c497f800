import { crc32 } from 'node:zlib';
import type { Environment } from '../db/schema.js';
import { randomBase62, sha256Hex, toBase62 } from '../crypto.js';

/**
 * Key value: prefix + 32 random base62 characters (~190 bits) + a 6-character base62 CRC32 of everything
 * before it. The checksum lets secret scanners, and this server, reject a mistyped or invented key without
 * touching the database.
 */
const PREFIX: Record<Environment, string> = { live: 'pontual_sk_', test: 'pontual_test_' };
const BODY_LENGTH = 32;
const CHECKSUM_LENGTH = 6;
const SHAPE = /^(pontual_sk_|pontual_test_)([0-9A-Za-z]{32})([0-9A-Za-z]{6})$/;

export interface GeneratedKey {
  value: string;
  hash: string;
  hint: string;
}

function checksum(text: string): string {
  return toBase62(crc32(text), CHECKSUM_LENGTH);
}

export function generateApiKey(environment: Environment): GeneratedKey {
  const head = PREFIX[environment] + randomBase62(BODY_LENGTH);
  const value = head + checksum(head);
  return { value, hash: hashApiKey(value), hint: `${PREFIX[environment]}…${value.slice(-4)}` };
}

export function hashApiKey(value: string): string {
  return sha256Hex(value);
}

/** The environment a well-formed key belongs to, or null for anything that is not a Pontual key. */
export function parseApiKey(value: string): Environment | null {
  const match = SHAPE.exec(value);
  if (!match) return null;
  const [, prefix, body, sum] = match;
  if (checksum(prefix! + body!) !== sum) return null;
  return prefix === PREFIX.live ? 'live' : 'test';
}
