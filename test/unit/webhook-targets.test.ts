import { afterAll, describe, expect, it } from 'vitest';
import {
  signatureHeader,
  signatureHeaders,
  standardSignature,
} from '../../src/modules/webhooks/signature.js';
import { WebhookSender } from '../../src/modules/webhooks/delivery/sender.js';
import { isForbiddenAddress, urlProblem } from '../../src/modules/webhooks/target-policy.js';

describe('webhook target policy', () => {
  it.each([
    ['127.0.0.1', true],
    ['10.1.2.3', true],
    ['172.16.0.1', true],
    ['192.168.1.1', true],
    ['169.254.169.254', true],
    ['100.64.0.1', true],
    ['0.0.0.0', true],
    ['::1', true],
    ['::ffff:127.0.0.1', true],
    ['fd12::1', true],
    ['fe80::1', true],
    // IPv4-compatible (::/96): [::127.0.0.1] in a URL is [::7f00:1].
    ['::7f00:1', true],
    ['::808:808', true],
    ['64:ff9b::7f00:1', true],
    ['8.8.8.8', false],
    ['2606:4700::1111', false],
  ])('%s forbidden: %s', (address, forbidden) => {
    expect(isForbiddenAddress(address)).toBe(forbidden);
  });

  it('refuses non-https, credentials, localhost names and private literals; allows them with the flag', () => {
    expect(urlProblem('http://example.com', false)).toBe('must use https');
    expect(urlProblem('https://a:b@example.com', false)).toBe('must not contain credentials');
    expect(urlProblem('https://api.localhost/x', false)).toMatch(/this machine/);
    expect(urlProblem('https://metadata.google.internal/x', false)).toMatch(/metadata/);
    expect(urlProblem('https://[fd00::5]/x', false)).toMatch(/private/);
    expect(urlProblem('https://[::127.0.0.1]/x', false)).toMatch(/private/);
    expect(urlProblem('https://hooks.example.com/x', false)).toBeNull();
    expect(urlProblem('https://127.0.0.1:8443/x', true)).toBeNull();
  });

  it('a URL refused for pointing at this machine or a private network names the setting that allows it', () => {
    for (const url of ['https://localhost:8443/hooks', 'https://127.0.0.1/x', 'https://192.168.0.10/x']) {
      expect(urlProblem(url, false), url).toMatch(/PONTUAL_WEBHOOK_ALLOW_PRIVATE=true/);
    }
    expect(urlProblem('http://localhost/x', false)).toBe('must use https');
  });
});

describe('WebhookSender', () => {
  const sender = new WebhookSender({ timeoutMs: 2000, allowPrivateTargets: false });
  afterAll(() => sender.close());

  it('refuses an IP-literal private target before connecting', async () => {
    const result = await sender.send('https://127.0.0.1:9/hook', {}, '{}');
    expect(result.httpStatus).toBe(0);
    expect(result.error).toBe('target not allowed');
  });

  it('checks the resolved address at connection time (DNS rebinding): localhost resolves to loopback', async () => {
    const result = await sender.send('https://localhost:9/hook', {}, '{}');
    expect(result.httpStatus).toBe(0);
    expect(result.error).toBe('target not allowed');
  });
});

describe('signatureHeader', () => {
  it('matches a known HMAC-SHA256 vector over t=<ts>.<body>', () => {
    // printf '%s' 't=1700000000.{"a":1}' | openssl dgst -sha256 -hmac whsec_test
    expect(signatureHeader('whsec_test', 1700000000, '{"a":1}')).toBe(
      't=1700000000,v1=bf40d9c05bfec3c79ea757a06a154093631abaad34e745ed767879d7c454f9f3',
    );
  });
});

describe('standardSignature', () => {
  it('matches the Standard Webhooks specification’s own example', () => {
    // standard-webhooks/spec.md, "Verifying webhook authenticity": the example secret, id, timestamp and body.
    expect(
      standardSignature(
        'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
        'msg_p5jXN8AQM9LWM0D4loKWxJek',
        1614265330,
        '{"test": 2432232314}',
      ),
    ).toBe('v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=');
  });
});

describe('signatureHeaders', () => {
  it('one secret: the spec header and the Standard Webhooks headers', () => {
    expect(signatureHeaders(['whsec_test'], 'evt_1', 1700000000, '{"a":1}')).toEqual({
      'x-pontual-signature': signatureHeader('whsec_test', 1700000000, '{"a":1}'),
      'webhook-id': 'evt_1',
      'webhook-timestamp': '1700000000',
      'webhook-signature': standardSignature('whsec_test', 'evt_1', 1700000000, '{"a":1}'),
    });
  });

  it('two secrets: both signatures in each header, the first secret’s first', () => {
    const [current, previous] = ['whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', 'whsec_test'];
    const headers = signatureHeaders([current, previous], 'evt_1', 1700000000, '{"a":1}');
    const spec = (secret: string) => signatureHeader(secret, 1700000000, '{"a":1}').split(',')[1];
    expect(headers['x-pontual-signature']).toBe(`t=1700000000,${spec(current)},${spec(previous)}`);
    expect(headers['webhook-signature']).toBe(
      `${standardSignature(current, 'evt_1', 1700000000, '{"a":1}')} ${standardSignature(previous, 'evt_1', 1700000000, '{"a":1}')}`,
    );
  });
});
