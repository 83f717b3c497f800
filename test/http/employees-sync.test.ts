import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, problem, type TestApp } from '../support/harness.js';
import { waitFor } from '../support/receiver.js';

/** `GET /v1/employees?updatedSince=…` (PRODUCT §11, "Sync"): what changed, in the list's order and pages. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PONTUAL_RATE_LIMIT_PER_MINUTE: '100000' });
});
afterAll(() => t.close());

interface Employee {
  id: string;
  updatedAt: string;
}

/** Every page of `url`, following `Link: rel="next"`; the ids in order, and how many pages there were. */
async function allPages(key: string, url: string): Promise<{ ids: string[]; pages: number }> {
  const ids: string[] = [];
  let pages = 0;
  let next: string | undefined = url;
  while (next) {
    const response = await t.request({ method: 'GET', url: next, key });
    expect(response.statusCode, response.body).toBe(200);
    ids.push(...response.json<Employee[]>().map((e) => e.id));
    pages++;
    next = /<([^>]+)>; rel="next"/.exec(String(response.headers.link ?? ''))?.[1];
  }
  return { ids, pages };
}

/** Waits until the clock has passed `instant` (ISO), so that anything written from now on is later. */
const after = (instant: string) => waitFor(() => Date.now() > Date.parse(instant));

describe('updatedSince', () => {
  it('pages through the employees changed since, oldest first, as the unfiltered list orders them', async () => {
    const tenant = await t.seedTenant();
    const { key } = await tenant.key();
    const hired: string[] = [];
    for (let i = 0; i < 7; i++) hired.push(await t.hire(key, { name: `Pessoa ${i}` }));
    const last = (await t.request({ method: 'GET', url: `/v1/employees/${hired[6]}`, key })).json<Employee>();
    await after(last.updatedAt);
    // Changed out of their order: the list still gives them in its own (by id, the order of creation).
    const changed = [hired[5]!, hired[1]!, hired[3]!, hired[0]!, hired[6]!];
    let since: string | undefined;
    for (const id of changed) {
      const patched = await t.request({
        method: 'PATCH',
        url: `/v1/employees/${id}`,
        key,
        payload: { jobTitle: 'Caixa' },
      });
      expect(patched.statusCode).toBe(200);
      since ??= patched.json<Employee>().updatedAt;
    }
    const expected = hired.filter((id) => changed.includes(id));
    const all = await allPages(key, `/v1/employees?updatedSince=${encodeURIComponent(since!)}&limit=2`);
    expect(all).toEqual({ ids: expected, pages: 3 });
    // An offset other than Z names the same instant.
    const local = new Date(Date.parse(since!) - 3 * 3_600_000).toISOString().replace('Z', '-03:00');
    expect((await allPages(key, `/v1/employees?updatedSince=${encodeURIComponent(local)}`)).ids).toEqual(
      expected,
    );
    // The unfiltered list holds them all, in the same relative order.
    const everyone = await allPages(key, '/v1/employees?limit=200');
    expect(everyone.ids).toEqual(hired);
    expect(everyone.ids.filter((id) => expected.includes(id))).toEqual(expected);
  });

  it('includes an employee changed at the very instant (at or after), and combines with the other filters', async () => {
    const tenant = await t.seedTenant();
    const { key } = await tenant.key();
    const id = await t.hire(key, { name: 'Joana Prado', externalId: 'ext-1' });
    const other = await t.hire(key, { name: 'Caio Prado' });
    const employee = (await t.request({ method: 'GET', url: `/v1/employees/${id}`, key })).json<Employee>();
    const at = encodeURIComponent(employee.updatedAt);
    const both = await allPages(key, `/v1/employees?updatedSince=${at}`);
    expect(both.ids).toContain(id);
    expect((await allPages(key, `/v1/employees?updatedSince=${at}&externalId=ext-1`)).ids).toEqual([id]);
    expect((await allPages(key, `/v1/employees?updatedSince=${at}&q=caio`)).ids).toEqual([other]);
    const later = new Date(Date.parse(employee.updatedAt) + 1).toISOString();
    await after(later);
    expect(
      (await allPages(key, `/v1/employees?updatedSince=${encodeURIComponent(later)}&q=joana`)).ids,
    ).toEqual([]);
  });

  it('sees a schedule version that changes today’s schedule, and a deactivation', async () => {
    const tenant = await t.seedTenant();
    const { key } = await tenant.key();
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
    const scheduled = await t.hire(key, { admissionDate: daysAgo(60) });
    const leaving = await t.hire(key);
    const untouched = await t.hire(key);
    const last = (
      await t.request({ method: 'GET', url: `/v1/employees/${untouched}`, key })
    ).json<Employee>();
    await after(last.updatedAt);
    const since = new Date().toISOString();
    await after(since);
    const version = await t.request({
      method: 'POST',
      url: `/v1/employees/${scheduled}/schedules`,
      key,
      payload: { effectiveFrom: daysAgo(10), schedule: { tue: [{ start: '09:00', end: '18:00' }] } },
    });
    expect(version.statusCode).toBe(201);
    await t.request({ method: 'PATCH', url: `/v1/employees/${leaving}`, key, payload: { active: false } });
    expect((await allPages(key, `/v1/employees?updatedSince=${encodeURIComponent(since)}`)).ids).toEqual([
      scheduled,
      leaving,
    ]);
  });

  it('never lists another tenant’s or the other environment’s employees', async () => {
    const tenant = await t.seedTenant();
    const { key: live } = await tenant.key();
    const { key: test } = await tenant.key({ environment: 'test' });
    const { key: stranger } = await (await t.seedTenant()).key();
    const since = new Date(Date.now() - 1000).toISOString();
    await t.hire(test);
    await t.hire(stranger);
    expect((await allPages(live, `/v1/employees?updatedSince=${encodeURIComponent(since)}`)).ids).toEqual([]);
  });

  it('400 for an instant without an offset, a date, or one out of range, naming the field and the format', async () => {
    const { key } = await (await t.seedTenant()).key();
    for (const [value, message] of [
      ['2026-11-20T08:00:00', /RFC 3339 instant .*offset.*such as 2026-11-20T08:00:00-03:00/],
      ['2026-11-20', /RFC 3339 instant/],
      ['yesterday', /RFC 3339 instant/],
      ['1999-12-31T23:59:59Z', /from 2000-01-01T00:00:00Z/],
    ] as const) {
      const response = await t.request({
        method: 'GET',
        url: `/v1/employees?updatedSince=${encodeURIComponent(value)}`,
        key,
      });
      expect(response.statusCode, value).toBe(400);
      const body = problem(response);
      expect(body.errors?.[0]?.field).toBe('updatedSince');
      expect(body.errors?.[0]?.message).toMatch(message);
    }
  });
});
