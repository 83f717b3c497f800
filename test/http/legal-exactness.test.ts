import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { nextCpf } from '../support/fixtures.js';
import { createTestApp, type TestApp } from '../support/harness.js';
import { checkAfdSequence, readAfd, readAfdt } from '../support/legal-reader.js';

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

/** Freezes `Date` at a São Paulo local time (UTC−3); the server records marks and changes at that instant. */
function freezeClock() {
  vi.useFakeTimers({ toFake: ['Date'] });
  return (local: string) => vi.setSystemTime(new Date(`${local}:00-03:00`));
}

describe('the AFD of a period', () => {
  afterEach(() => vi.useRealTimers());

  /**
   * Written on the 16th: the employee (NSR 1) and the 08:00 mark (2). On the 17th: the 09:00 mark (3). On the
   * 18th at 10:00: a mark back-dated to the 16th at 17:00 (4, offline), then the 11:00 mark (5).
   */
  async function lateMark() {
    const at = freezeClock();
    at('2026-11-16T07:00');
    const tenant = await t.seedTenant();
    const { key } = await tenant.key();
    const employeeId = await t.hire(key, { cpf: '52998224725' });
    const mark = async (writtenAt: string, occurredAt = writtenAt) => {
      at(writtenAt);
      const response = await t.request({
        method: 'POST',
        url: '/v1/time-entries',
        key,
        payload: { employeeId, occurredAt: `${occurredAt}:00-03:00` },
      });
      expect(response.statusCode).toBe(201);
    };
    await mark('2026-11-16T08:00');
    await mark('2026-11-17T09:00');
    await mark('2026-11-18T10:00', '2026-11-16T17:00');
    await mark('2026-11-18T11:00');
    at('2026-11-25T12:00');
    return key;
  }

  it('holds the records written in the period: one NSR range, consecutive days join with no gap, chained', async () => {
    const key = await lateMark();
    const day = async (date: string) =>
      readAfd((await get(key, `/v1/reports/afd?from=${date}&to=${date}`)).rawPayload);
    const files = [await day('2026-11-16'), await day('2026-11-17'), await day('2026-11-18')];
    expect(files.map((f) => f.records.map((r) => r.nsr))).toEqual([[1, 2], [3], [4, 5]]);
    checkAfdSequence(files);
    // The late mark carries its own marking time and the offline flag, in the file of the day it was written.
    expect(files[2]!.records[0]).toMatchObject({ markedAt: '2026-11-16T17:00:00-0300', offline: '1' });
    // The header's dates are the records' own: the 18th's file holds a mark of the 16th.
    expect(files.map((f) => [f.header.firstDate, f.header.lastDate])).toEqual([
      ['2026-11-16', '2026-11-16'],
      ['2026-11-17', '2026-11-17'],
      ['2026-11-16', '2026-11-18'],
    ]);
    // The whole week is the same records, one range.
    const week = readAfd((await get(key, '/v1/reports/afd?from=2026-11-16&to=2026-11-22')).rawPayload);
    expect(week.records.map((r) => r.line)).toEqual(files.flatMap((f) => f.records.map((r) => r.line)));
  });

  it('header dates are those of the first and last records, not the bounds asked for (AFD and AFDT)', async () => {
    const key = await lateMark();
    // Generated on the 25th for the whole month: the last record is of the 18th, the first of the 16th.
    const afd = readAfd((await get(key, '/v1/reports/afd?from=2026-11-01&to=2026-11-30')).rawPayload);
    expect([afd.header.firstDate, afd.header.lastDate]).toEqual(['2026-11-16', '2026-11-18']);
    const afdt = readAfdt((await get(key, '/v1/reports/afdt?from=2026-11-01&to=2026-11-30')).rawPayload);
    expect([afdt.header.firstDate, afdt.header.lastDate]).toEqual(['2026-11-16', '2026-11-18']);
    // A period without records says the bounds asked for.
    const empty = readAfd((await get(key, '/v1/reports/afd?from=2026-11-20&to=2026-11-21')).rawPayload);
    expect([empty.header.firstDate, empty.header.lastDate, empty.records.length]).toEqual([
      '2026-11-20',
      '2026-11-21',
      0,
    ]);
  });
});
