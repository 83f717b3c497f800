import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseAfd } from '../../src/legal/afd.js';
import { nextCpf } from '../support/fixtures.js';
import { createTestApp, problem, type SeededTenant, type TestApp } from '../support/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const USER_CPF = '52998224725';
const RESPONSIBLE_CPF = '02973937078';

/** Signs the tenant's admin in; the dashboard's requests carry the cookie, the CSRF token and the environment. */
async function dashboard(tenant: SeededTenant) {
  const signIn = await t.request({ method: 'POST', url: '/dashboard/api/session', payload: tenant.admin });
  expect(signIn.statusCode, signIn.body).toBe(201);
  const cookie = String(signIn.headers['set-cookie']).split(';', 1)[0]!;
  const csrf = signIn.json<{ csrfToken: string }>().csrfToken;
  return (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) =>
    t.request({
      method,
      url: `/dashboard/api${url}`,
      headers: { cookie, 'x-csrf-token': csrf, 'pontual-environment': 'live' },
      ...(payload ? { payload } : {}),
    });
}

/** The responsible CPF of each type-5 and type-2 record in the tenant's live AFD, in NSR order. */
async function responsibleCpfs(key: string) {
  const today = new Date().toISOString().slice(0, 10);
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  const response = await t.request({
    method: 'GET',
    url: `/v1/reports/afd?from=${yesterday}&to=${today}`,
    key,
  });
  expect(response.statusCode, response.body).toBe(200);
  return parseAfd(response.rawPayload.toString('latin1'))
    .filter((r) => r.type === '2' || r.type === '5')
    .map((r) => `${r.type}:${r.fields.responsibleCpf}`);
}

describe('the responsible person of AFD types 2 and 5', () => {
  it("a dashboard user's change carries their CPF; an API key's the tenant's responsible CPF; none: blank", async () => {
    const tenant = await t.seedTenant();
    const { key } = await tenant.key();
    const as = await dashboard(tenant);

    // Nothing configured: blank, as before.
    await t.hire(key);
    // The user records their CPF, formatted the Brazilian way; the session shows it.
    const own = await as('PUT', '/session/cpf', { cpf: '529.982.247-25' });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toEqual({ cpf: USER_CPF });
    expect((await as('GET', '/session')).json().user.cpf).toBe(USER_CPF);
    expect((await as('GET', '/users')).json()[0].cpf).toBe(USER_CPF);
    // A key's changes still carry nothing until the tenant names its responsible person.
    await t.hire(key);
    const company = await as('PATCH', '/company', { responsibleCpf: '029.739.370-78' });
    expect(company.statusCode, company.body).toBe(200);
    expect(company.json().responsibleCpf).toBe(RESPONSIBLE_CPF);

    const byKey = await t.hire(key);
    const byUser = await as('POST', '/v1/employees', { name: 'Bia Lima', cpf: nextCpf() });
    expect(byUser.statusCode, byUser.body).toBe(201);
    // A change (type 5 "A") by the user, and a removal (type 5 "E") by the key.
    expect((await as('PATCH', `/v1/employees/${byKey}`, { name: 'Ana Lima' })).statusCode).toBe(200);
    const removed = await t.request({
      method: 'PATCH',
      url: `/v1/employees/${byUser.json().id}`,
      key,
      payload: { active: false },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    // A company change by the user: type 2 with their CPF.
    expect((await as('PATCH', '/company', { name: 'Padaria Nova Ltda' })).statusCode).toBe(200);

    expect(await responsibleCpfs(key)).toEqual([
      '5:',
      '5:',
      `5:${RESPONSIBLE_CPF}`,
      `5:${USER_CPF}`,
      `5:${USER_CPF}`,
      `5:${RESPONSIBLE_CPF}`,
      `2:${USER_CPF}`,
    ]);
  });

  it('an invalid CPF is a 400 naming the field, for the user and for the company; null clears', async () => {
    const tenant = await t.seedTenant();
    const as = await dashboard(tenant);
    for (const cpf of ['52998224726', '111.111.111-11', '123', 'abc']) {
      const user = await as('PUT', '/session/cpf', { cpf });
      expect(user.statusCode).toBe(400);
      expect(problem(user).errors).toEqual([
        { field: 'cpf', message: 'is not a valid CPF', reason: 'invalid_cpf' },
      ]);
      const company = await as('PATCH', '/company', { responsibleCpf: cpf });
      expect(company.statusCode).toBe(400);
      expect(problem(company).errors).toEqual([
        { field: 'responsibleCpf', message: 'is not a valid CPF', reason: 'invalid_cpf' },
      ]);
    }
    expect((await as('GET', '/company')).json().responsibleCpf).toBeNull();
    expect((await as('PUT', '/session/cpf', { cpf: USER_CPF })).statusCode).toBe(200);
    expect((await as('PUT', '/session/cpf', { cpf: null })).json()).toEqual({ cpf: null });
    expect((await as('GET', '/session')).json().user.cpf).toBeNull();
  });
});
