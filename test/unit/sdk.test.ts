import { describe, expect, it } from 'vitest';
import { nextPageUrl, retryDelayMs, verifyStandardWebhook } from '../../packages/sdk/src/index.js';

/** The SDK's pure parts (packages/sdk, docs/decisions/034); test/http/sdk.test.ts drives the rest over HTTP. */

const answer = (headers: Record<string, string>) => new Response(null, { status: 429, headers });
const NOW = Date.UTC(2026, 10, 26, 12, 0, 0);

describe('retryDelayMs', () => {
  it('reads Retry-After in seconds or as an HTTP date, before the rate-limit headers', () => {
    expect(retryDelayMs(answer({ 'retry-after': '17', ratelimit: '"default";r=0;t=40' }), 0, NOW)).toBe(
      17_000,
    );
    expect(retryDelayMs(answer({ 'retry-after': new Date(NOW + 9_000).toUTCString() }), 0, NOW)).toBe(9_000);
    expect(retryDelayMs(answer({ 'retry-after': new Date(NOW - 9_000).toUTCString() }), 0, NOW)).toBe(0);
  });

  it("falls back to RateLimit's t, then X-RateLimit-Reset, then one second doubled per attempt", () => {
    expect(retryDelayMs(answer({ ratelimit: '"default";r=0;t=42' }), 0, NOW)).toBe(42_000);
    expect(retryDelayMs(answer({ 'x-ratelimit-reset': String(NOW / 1000 + 5) }), 0, NOW)).toBe(5_000);
    expect(retryDelayMs(answer({}), 0, NOW)).toBe(1_000);
    expect(retryDelayMs(answer({}), 3, NOW)).toBe(8_000);
  });
});

describe('nextPageUrl', () => {
  it('takes the rel="next" target among other links; none on the last page', () => {
    expect(nextPageUrl('</v1/employees?limit=50&cursor=abc>; rel="next"')).toBe(
      '/v1/employees?limit=50&cursor=abc',
    );
    expect(
      nextPageUrl('<https://a.example/x?cursor=1>; rel="prev", <https://a.example/x?cursor=3>; rel=next'),
    ).toBe('https://a.example/x?cursor=3');
    expect(nextPageUrl('</v1/x?cursor=2>; rel="first next"')).toBe('/v1/x?cursor=2');
    expect(nextPageUrl('</v1/x?cursor=2>; rel="nextish"')).toBeUndefined();
    expect(nextPageUrl(null)).toBeUndefined();
  });
});

describe('verifyStandardWebhook', () => {
  // The Standard Webhooks specification's own example.
  const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
  const headers = {
    'webhook-id': 'msg_p5jXN8AQM9LWM0D4loKWxJek',
    'webhook-timestamp': '1614265330',
    'webhook-signature': 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
  };
  const body = '{"test": 2432232314}';
  const then = { now: 1614265330 * 1000 + 60_000 };

  it("verifies the specification's example, among other signatures, and with Headers", () => {
    expect(verifyStandardWebhook(body, headers, secret, then)).toBe(true);
    const several = { ...headers, 'webhook-signature': `v1,bm90IGl0 ${headers['webhook-signature']}` };
    expect(verifyStandardWebhook(body, several, secret, then)).toBe(true);
    expect(verifyStandardWebhook(body, new Headers(headers), secret, then)).toBe(true);
  });

  it('refuses it outside the tolerance, under another id, or without a header', () => {
    expect(verifyStandardWebhook(body, headers, secret, { now: then.now + 10 * 60_000 })).toBe(false);
    expect(verifyStandardWebhook(body, { ...headers, 'webhook-id': 'msg_other' }, secret, then)).toBe(false);
    expect(verifyStandardWebhook(body, { ...headers, 'webhook-timestamp': undefined }, secret, then)).toBe(
      false,
    );
  });
});
