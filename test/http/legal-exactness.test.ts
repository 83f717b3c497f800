import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextCpf } from '../support/fixtures.js';
import { createTestApp, type TestApp } from '../support/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PONTUAL_RATE_LIMIT_PER_MINUTE: '100000' });
});
afterAll(() => t.close());

const get = (key: string, url: string) => t.request({ method: 'GET', url, key });

describe('names outside Latin-1', () => {
  const NAMES = {
    polish: 'Dóra Łukasiewicz',
    vietnamese: 'Nguyễn Thị Đặng Bảo',
    turkish: 'Ağaoğlu Şükrü İnce',
    german: 'Jürgen Weiß-Müller',
  };

  it('the PDF espelho prints every name exactly as written, in an embedded Unicode font', async () => {
    const tenant = await t.seedTenant();
    const { key } = await tenant.key();
    for (const name of Object.values(NAMES)) await t.hire(key, { name, cpf: nextCpf() });
    const response = await get(key, '/v1/reports/period?from=2026-11-16&to=2026-11-17&format=pdf');
    expect(response.statusCode).toBe(200);
    const pdf = await getDocumentProxy(new Uint8Array(response.rawPayload));
    const { text } = await extractText(pdf, { mergePages: true });
    for (const name of Object.values(NAMES)) expect(text).toContain(name);
    expect(response.rawPayload.toString('latin1')).toContain('/FontFile2');
  });
});
