import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/harness.js';
import { adminSession, invitedWorker, portalCall } from '../support/portal.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PONTUAL_RATE_LIMIT_PER_MINUTE: '100000', PONTUAL_WEBHOOK_ALLOW_PRIVATE: 'true' });
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** Every resource kind: how the owner creates one, and what a stranger may try with its id. */
interface ResourceKind {
  name: string;
  create(key: string, employeeId: string): Promise<string>;
  list: string;
  probes: (id: string) => [Method, string, object?][];
}

const KINDS: ResourceKind[] = [
  {
    name: 'employee',
    create: async (_key, employeeId) => employeeId,
    list: '/v1/employees',
    probes: (id) => [
      ['GET', `/v1/employees/${id}`],
      ['PATCH', `/v1/employees/${id}`, { name: 'Hijacked' }],
      ['GET', `/v1/employees/${id}/workdays?from=2026-11-16&to=2026-11-16`],
    ],
  },
  {
    name: 'time entry',
    create: async (key, employeeId) =>
      (await t.request({ method: 'POST', url: '/v1/time-entries', key, payload: { employeeId } })).json().id,
    list: '/v1/time-entries',
    probes: (id) => [
      ['GET', `/v1/time-entries/${id}`],
      ['GET', `/v1/time-entries/${id}/receipt`],
      ['GET', `/v1/time-entries/${id}/receipt?format=json`],
    ],
  },
  {
    name: 'adjustment',
    create: async (key, employeeId) =>
      (
        await t.request({
          method: 'POST',
          url: '/v1/adjustments',
          key,
          payload: { type: 'add', employeeId, occurredAt: '2026-11-16T12:00:00Z', reason: 'r' },
        })
      ).json().id,
    list: '/v1/adjustments',
    probes: (id) => [
      ['GET', `/v1/adjustments/${id}`],
      ['POST', `/v1/adjustments/${id}/approve`],
      ['POST', `/v1/adjustments/${id}/reject`],
    ],
  },
  {
    name: 'absence',
    create: async (key, employeeId) =>
      (
        await t.request({
          method: 'POST',
          url: '/v1/absences',
          key,
          payload: { employeeId, type: 'vacation', from: '2026-11-16', to: '2026-11-20', reason: 'r' },
        })
      ).json().id,
    list: '/v1/absences',
    probes: (id) => [
      ['GET', `/v1/absences/${id}`],
      ['POST', `/v1/absences/${id}/approve`],
      ['POST', `/v1/absences/${id}/reject`],
    ],
  },
  {
    name: 'webhook',
    create: async (key) =>
      (
        await t.request({
          method: 'POST',
          url: '/v1/webhooks',
          key,
          payload: { url: 'https://127.0.0.1:9/hook', events: ['employee.created'] },
        })
      ).json().id,
    list: '/v1/webhooks',
    probes: (id) => [
      ['GET', `/v1/webhooks/${id}`],
      ['PATCH', `/v1/webhooks/${id}`, { active: false }],
      ['POST', `/v1/webhooks/${id}/rotate-secret`],
      ['POST', `/v1/webhooks/${id}/test`],
      ['GET', `/v1/webhooks/${id}/deliveries`],
      ['DELETE', `/v1/webhooks/${id}`],
    ],
  },
  {
    name: 'period',
    create: async (key, employeeId) =>
      (
        await t.request({
          method: 'POST',
          url: '/v1/periods',
          key,
          payload: { from: '2026-10-01', to: '2026-10-31', employeeIds: [employeeId] },
        })
      ).json<{ id: string }>().id,
    list: '/v1/periods',
    probes: (id) => [
      ['GET', `/v1/periods/${id}`],
      ['GET', `/v1/periods/${id}/acknowledgements`],
      ['POST', `/v1/periods/${id}/reopen`],
      ['DELETE', `/v1/periods/${id}`],
    ],
  },
];

/** Tenant A live owns the data; the other three quadrants (A test, B live, B test) must not see it. */
async function quadrants() {
  const a = await t.seedTenant();
  const b = await t.seedTenant();
  return {
    owner: (await a.key()).key,
    strangers: {
      'A test': (await a.key({ environment: 'test' })).key,
      'B live': (await b.key()).key,
      'B test': (await b.key({ environment: 'test' })).key,
    },
  };
}

describe('isolation matrix: tenant A/B × live/test × every resource', () => {
  for (const kind of KINDS) {
    it(`a ${kind.name} of A live is a 404 and never listed for A test, B live and B test`, async () => {
      const { owner, strangers } = await quadrants();
      const employeeId = (
        await t.request({
          method: 'POST',
          url: '/v1/employees',
          key: owner,
          payload: { name: 'Dona', cpf: '52998224725' },
        })
      ).json().id;
      const id = await kind.create(owner, employeeId);
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      for (const [quadrant, key] of Object.entries(strangers)) {
        for (const [method, url, payload] of kind.probes(id)) {
          const response = await t.request({ method, url, key, payload });
          expect(response.statusCode, `${quadrant} ${method} ${url}`).toBe(404);
        }
        const list = await t.request({ method: 'GET', url: kind.list, key });
        expect(list.statusCode).toBe(200);
        expect(list.body, `${quadrant} list`).not.toContain(id);
      }
      // The owner still sees it, unchanged by the attempts.
      const [method, url] = kind.probes(id)[0]!;
      expect((await t.request({ method, url, key: owner })).statusCode).toBe(200);
    });
  }

  it('events and the audit log of A live are not visible to the other quadrants', async () => {
    const { owner, strangers } = await quadrants();
    const employee = (
      await t.request({
        method: 'POST',
        url: '/v1/employees',
        key: owner,
        payload: { name: 'Evento', cpf: '02973937078' },
      })
    ).json();
    for (const [quadrant, key] of Object.entries(strangers)) {
      const events = await t.request({ method: 'GET', url: '/v1/events', key });
      expect(events.json(), quadrant).toEqual([]);
      const audit = await t.request({ method: 'GET', url: '/v1/audit-log', key });
      expect(audit.body, quadrant).not.toContain(employee.id);
      expect(audit.json().some((entry: { route: string }) => entry.route === '/v1/employees')).toBe(false);
    }
  });
});

describe('isolation matrix: the employee role (the workers’ portal, docs/portal.md)', () => {
  it('a worker of A live reaches only their own records: another employee’s, A test’s, B live’s and B test’s are 404 and never listed', async () => {
    const a = await t.seedTenant();
    const b = await t.seedTenant();
    const admins = { a: await adminSession(t, a), b: await adminSession(t, b) };
    const ownerKey = (await a.key()).key;
    const owner = await invitedWorker(t, a, admins.a, ownerKey, 'Dona');
    const strangers = {
      'A live, another employee': await invitedWorker(t, a, admins.a, ownerKey, 'Vizinha'),
      'A test': await invitedWorker(
        t,
        a,
        admins.a,
        (await a.key({ environment: 'test' })).key,
        'Teste',
        'test',
      ),
      'B live': await invitedWorker(t, b, admins.b, (await b.key()).key, 'Outra'),
      'B test': await invitedWorker(
        t,
        b,
        admins.b,
        (await b.key({ environment: 'test' })).key,
        'Outra',
        'test',
      ),
    };
    const mark = await portalCall(t, owner.session, 'POST', '/time-entries', {});
    const adjustment = await portalCall(t, owner.session, 'POST', '/adjustments', {
      type: 'add',
      occurredAt: '2026-11-16T12:00:00Z',
      reason: 'r',
    });
    const absence = await portalCall(t, owner.session, 'POST', '/absences', {
      type: 'vacation',
      from: '2026-11-16',
      to: '2026-11-20',
      reason: 'r',
    });
    const period = await t.request({
      method: 'POST',
      url: '/v1/periods',
      key: ownerKey,
      payload: { from: '2026-10-01', to: '2026-10-31', employeeIds: [owner.id] },
    });
    const ids = {
      mark: mark.json<{ id: string }>().id,
      adjustment: adjustment.json<{ id: string }>().id,
      absence: absence.json<{ id: string }>().id,
      period: period.json<{ id: string }>().id,
    };
    const probes: ['GET' | 'POST', string][] = [
      ['GET', `/time-entries/${ids.mark}`],
      ['GET', `/adjustments/${ids.adjustment}`],
      ['GET', `/absences/${ids.absence}`],
      ['GET', `/periods/${ids.period}/espelho.pdf`],
      ['POST', `/periods/${ids.period}/acknowledgement`],
    ];
    const lists = ['/time-entries?from=2026-11-01&to=2026-12-31', '/adjustments', '/absences', '/periods'];
    for (const [quadrant, worker] of Object.entries(strangers)) {
      for (const [method, url] of probes) {
        const response = await portalCall(t, worker.session, method, url, method === 'POST' ? {} : undefined);
        expect(response.statusCode, `${quadrant} ${method} ${url}`).toBe(404);
      }
      for (const url of lists) {
        const list = await portalCall(t, worker.session, 'GET', url);
        expect(list.statusCode, `${quadrant} ${url}`).toBe(200);
        for (const id of Object.values(ids)) expect(list.body, `${quadrant} ${url}`).not.toContain(id);
      }
    }
    // The owner still reaches each of them.
    for (const [, url] of probes.slice(0, 4))
      expect((await portalCall(t, owner.session, 'GET', url)).statusCode, url).toBe(200);
  });
});
