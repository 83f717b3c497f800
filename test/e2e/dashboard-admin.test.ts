import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DashboardSuite, SCREENSHOTS, startDashboardSuite } from '../support/browser.js';
import type { Receiver } from '../support/receiver.js';
import { type Reply } from '../support/receiver.js';
import type { SeededTenant, TestApp } from '../support/harness.js';

/**
 * The dashboard's administration in pt-BR (issue 26, docs/decisions/035, 2026-11-26): the audit log filtered
 * with controls and the filter kept in the URL, an admin changing another user's e-mail, and a webhook
 * delivery read in a dialog with its attempts and its body indented.
 */

let suite: DashboardSuite;
let t: TestApp;
let base: string;
let receiver: Receiver;
beforeAll(async () => {
  suite = await startDashboardSuite(
    {
      PONTUAL_DISPATCHER: 'true',
      PONTUAL_WEBHOOK_ALLOW_PRIVATE: 'true',
      PONTUAL_RATE_LIMIT_PER_MINUTE: '100000',
      // A failed delivery is tried again at once, so its detail shows two attempts.
      PONTUAL_WEBHOOK_RETRY_SCHEDULE: '0.2,0.2',
    },
    { receiver: true },
  );
  ({ t, base } = suite);
  receiver = suite.receiver!;
});
afterAll(() => suite?.close());

const openPage = () => suite.openPage({ locale: 'pt-BR' });

async function signIn(page: Page, credentials: { tenant: string; email: string; password: string }) {
  await page.goto(`${base}/?company=${credentials.tenant}`);
  await page.getByLabel('E-mail').fill(credentials.email);
  await page.getByLabel('Senha').fill(credentials.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.getByRole('heading', { name: 'Visão geral' }).waitFor();
}

const company = () => t.seedTenant({ name: 'Padaria Conceição', timezone: 'America/Sao_Paulo' });

describe('the audit log', () => {
  it('is filtered by action with a control, the filter kept in the URL across a reload, without the page views', async () => {
    const tenant: SeededTenant = await company();
    const { key } = await tenant.key();
    await tenant.key({ environment: 'live' });
    for (let i = 0; i < 3; i++) await t.request({ method: 'GET', url: '/v1/employees', key });
    const page = await openPage();
    await signIn(page, tenant.admin);
    await page.getByRole('link', { name: 'Auditoria' }).click();
    const rows = page.locator('tbody tr');
    await page.getByRole('cell', { name: 'GET /v1/employees' }).first().waitFor();
    // The dashboard's own reads (this very page's) are not written.
    await expect(page.getByText('/dashboard/api/v1/').count()).resolves.toBe(0);
    await page.getByRole('cell', { name: /^Entrou no painel/ }).waitFor();

    await page.getByLabel('Ação', { exact: true }).selectOption({ label: 'Chave de API criada' });
    await expect.poll(() => rows.count()).toBe(2);
    await expect(rows.getByText('Chave de API criada', { exact: true }).count()).resolves.toBe(2);
    expect(new URL(page.url()).searchParams.get('action')).toBe('api_key.created');
    await page.reload();
    await expect(page.getByLabel('Ação', { exact: true }).inputValue()).resolves.toBe('api_key.created');
    await expect.poll(() => rows.count()).toBe(2);
    await expect(rows.getByText('Chave de API criada', { exact: true }).count()).resolves.toBe(2);
    // Combined with who acted: the keys were made with the command line, never by this user.
    await page.getByLabel('Quem', { exact: true }).selectOption({ label: tenant.admin.email });
    await page.getByText('Nenhum registro encontrado.').waitFor();
    await page.getByLabel('Quem', { exact: true }).selectOption({ label: 'Linha de comando' });
    await expect.poll(() => rows.count()).toBe(2);
    // The result in words: a refused request is found by its class.
    await page.getByLabel('Ação', { exact: true }).selectOption({ label: 'Qualquer ação' });
    await page.getByLabel('Quem', { exact: true }).selectOption({ label: 'Qualquer um' });
    await t.request({ method: 'GET', url: `/v1/employees/${crypto.randomUUID()}`, key });
    await page.getByLabel('Resultado', { exact: true }).selectOption({ label: 'Recusada (4xx)' });
    await expect.poll(() => rows.count()).toBe(1);
    await rows.getByRole('cell', { name: '404 · recusada' }).waitFor();
    expect(new URL(page.url()).searchParams.get('status')).toBe('client_error');
    await page.screenshot({ path: `${SCREENSHOTS}/audit-log-filters-pt-BR-1366.png`, fullPage: true });
  });
});

describe('users', () => {
  it('an admin changes another user’s e-mail in a dialog; the user’s session ends and they sign in with the new one', async () => {
    const tenant = await company();
    const suffix = tenant.tenantId.slice(-8);
    const email = `ana-${suffix}@example.com`;
    const renamed = `ana.souza-${suffix}@example.com`;
    const page = await openPage();
    await signIn(page, tenant.admin);
    await page.getByRole('link', { name: 'Usuários' }).click();
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByLabel('Senha inicial (ao menos 12 caracteres)').fill('a first password');
    await page.getByRole('button', { name: 'Adicionar usuário' }).click();
    await page.getByRole('cell', { name: email, exact: true }).waitFor();
    const signedIn = await t.request({
      method: 'POST',
      url: '/dashboard/api/session',
      payload: { tenant: tenant.tenantId, email, password: 'a first password' },
    });
    const cookie = String(signedIn.headers['set-cookie']).split(';', 1)[0]!;
    const sessionOf = async () =>
      (await t.request({ method: 'GET', url: '/dashboard/api/session', headers: { cookie } })).statusCode;
    expect(await sessionOf()).toBe(200);
    // One's own e-mail is changed below, with the password: no such button on one's own row.
    await expect(
      page.getByRole('button', { name: `Trocar e-mail: ${tenant.admin.email}` }).count(),
    ).resolves.toBe(0);

    await page.getByRole('button', { name: `Trocar e-mail: ${email}` }).click();
    const dialog = page.getByRole('dialog', { name: `Trocar o e-mail de ${email}` });
    await dialog.getByText('As sessões abertas dele terminam agora.').waitFor();
    // A taken e-mail is refused in Portuguese, and nothing changes.
    await dialog.getByLabel('Novo e-mail').fill(tenant.admin.email);
    await dialog.getByRole('button', { name: 'Trocar e-mail' }).click();
    await dialog.getByRole('alert').getByText('Outro usuário desta empresa já usa este e-mail.').waitFor();
    expect(await sessionOf()).toBe(200);
    // A double click sends it once.
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT' && request.url().endsWith('/email')) sent.push(request.url());
    });
    await dialog.getByLabel('Novo e-mail').fill(renamed);
    await dialog.getByRole('button', { name: 'Trocar e-mail' }).dblclick();
    await page.getByRole('status').getByText(`E-mail trocado de ${email} para ${renamed}`).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('cell', { name: renamed, exact: true }).waitFor();
    await expect(page.getByRole('cell', { name: email, exact: true }).count()).resolves.toBe(0);
    expect(sent).toHaveLength(1);
    expect(await sessionOf()).toBe(401);
    await page.screenshot({ path: `${SCREENSHOTS}/users-email-changed-pt-BR-1366.png`, fullPage: true });

    // The user signs in with the new e-mail; the old one is refused.
    const theirs = await openPage();
    await theirs.goto(`${base}/?company=${tenant.tenantId}`);
    await theirs.getByLabel('E-mail').fill(email);
    await theirs.getByLabel('Senha').fill('a first password');
    await theirs.getByRole('button', { name: 'Entrar' }).click();
    await theirs.getByRole('alert').waitFor();
    await signIn(theirs, { tenant: tenant.tenantId, email: renamed, password: 'a first password' });
    await theirs.getByText(`Conectado como ${renamed} (Leitor)`).waitFor();
  });
});

describe('webhook deliveries', () => {
  it('a delivery’s detail: the event in words, the time in the company’s zone, each attempt, the body indented', async () => {
    const tenant = await company();
    const { key } = await tenant.key();
    const webhook = (
      await t.request({
        method: 'POST',
        url: '/v1/webhooks',
        key,
        payload: { url: receiver.url, events: ['employee.created'] },
      })
    ).json<{ id: string }>();
    // The receiver is busy once, then answers with JSON.
    let calls = 0;
    receiver.respond = (request): Reply => {
      if (request.headers['x-pontual-event'] !== 'employee.created' || !request.body.includes('Bia Lima'))
        return { status: 200, body: 'ok' };
      calls++;
      return calls === 1
        ? { status: 503, body: 'busy', headers: { 'retry-after': '0' } }
        : {
            status: 200,
            body: '{"received":true,"id":"r-1"}',
            headers: { 'content-type': 'application/json' },
          };
    };
    const created = await t.request({
      method: 'POST',
      url: '/v1/employees',
      key,
      payload: { name: 'Bia Lima', cpf: '52998224725' },
    });
    expect(created.statusCode).toBe(201);
    const deliveries = async () =>
      (await t.request({ method: 'GET', url: `/v1/webhooks/${webhook.id}/deliveries`, key })).json<
        { id: string; success: boolean; createdAt: string; requestBody: string }[]
      >();
    await expect
      .poll(async () => (await deliveries()).some((d) => d.success), { timeout: 15_000 })
      .toBe(true);
    const [delivered, failed] = await deliveries();

    const page = await openPage();
    await signIn(page, tenant.admin);
    await page.getByRole('link', { name: 'Webhooks' }).click();
    const card = page.getByRole('article', { name: receiver.url });
    await card.getByRole('button', { name: 'Entregas' }).click();
    await card.getByRole('cell', { name: 'Funcionário cadastrado' }).first().waitFor();
    await card
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: '200', exact: true }) })
      .getByRole('button', { name: 'Detalhes' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Entrega: Funcionário cadastrado' });
    await dialog.waitFor();
    const when = (iso: string) =>
      new Intl.DateTimeFormat('pt-BR', {
        dateStyle: 'short',
        timeStyle: 'short',
        timeZone: 'America/Sao_Paulo',
      }).format(new Date(iso));
    await dialog.getByText(when(delivered!.createdAt)).first().waitFor();
    const attempts = dialog.locator('tbody tr');
    await expect.poll(() => attempts.count()).toBe(2);
    await expect(attempts.nth(0).locator('td').allTextContents()).resolves.toEqual([
      '1ª',
      when(failed!.createdAt),
      '503',
      expect.stringMatching(/^\d+ ms$/),
      'receiver answered HTTP 503',
    ]);
    await expect(attempts.nth(1).locator('td').first().textContent()).resolves.toBe(
      '2ª (Tentativa mostrada)',
    );
    await expect(attempts.nth(1).locator('td').nth(2).textContent()).resolves.toBe('200');
    await dialog.getByRole('status').getByText('Entregue após 2 tentativas.').waitFor();
    // The body as sent, indented for reading; the response's JSON too.
    const body = await dialog.getByTestId('delivery-request-body').textContent();
    expect(body).toBe(JSON.stringify(JSON.parse(delivered!.requestBody), null, 2));
    expect(body).toContain('\n  "event": "employee.created"');
    await dialog.getByText('{\n  "received": true,\n  "id": "r-1"\n}').waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/webhook-delivery-pt-BR-1366.png`, fullPage: true });
    await dialog.getByRole('button', { name: 'Fechar' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });
});
