// page.evaluate callbacks run in the browser.
/// <reference lib="dom" />
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/browser.js';
import { Receiver } from '../support/receiver.js';
import { createTestApp, type SeededTenant, type TestApp } from '../support/harness.js';

let t: TestApp;
let browser: Browser;
let base: string;
let context: BrowserContext;
let page: Page;
let receiver: Receiver;

beforeAll(async () => {
  t = await createTestApp({
    PONTUAL_DISPATCHER: 'true',
    PONTUAL_WEBHOOK_ALLOW_PRIVATE: 'true',
    PONTUAL_RATE_LIMIT_PER_MINUTE: '100000',
  });
  receiver = await Receiver.start();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  browser = await launchChromium();
});
afterAll(async () => {
  await receiver?.stop();
  await browser?.close();
  await t.close();
});
beforeEach(async () => {
  await context?.close();
  context = await browser.newContext({
    locale: 'pt-BR',
    permissions: ['clipboard-read', 'clipboard-write'],
    viewport: { width: 1280, height: 860 },
  });
  // Fail fast with Playwright's own message rather than at the test timeout.
  context.setDefaultTimeout(8000);
  page = await context.newPage();
  // The dashboard bundles everything: any request off this origin is a defect.
  page.on('request', (request) => {
    if (!request.url().startsWith(base) && !request.url().startsWith('data:')) {
      throw new Error(`request off the origin: ${request.url()}`);
    }
  });
});

/** Saves a screenshot for the docs when SCREENSHOTS=1 (docs/images/dashboard-*.png). */
async function screenshot(name: string) {
  if (process.env.SCREENSHOTS === '1') await page.screenshot({ path: `docs/images/dashboard-${name}.png` });
}

async function signIn(tenant: SeededTenant) {
  // The sign-in link an admin hands over names the company.
  await page.goto(`${base}/?company=${tenant.tenantId}`);
  await page.getByLabel('E-mail').fill(tenant.admin.email);
  await page.getByLabel('Senha').fill(tenant.admin.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.getByRole('heading', { name: 'Visão geral' }).waitFor();
}

/** Settings › API and integrations, from the menu. */
async function keysPage() {
  await page.getByRole('link', { name: 'API e integrações' }).click();
  await page.getByRole('heading', { name: 'Chaves de API' }).waitFor();
}

/** Answers the dashboard's own confirmation dialog (no `window.confirm`): the dialog named `title`, its button `confirm`. */
async function confirmDialog(title: string, confirm = title) {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByRole('button', { name: confirm, exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
}

const v1 = (key: string) => fetch(`${base}/v1/employees`, { headers: { 'x-api-key': key } });

describe('dashboard in a browser', () => {
  it('refuses a wrong password, then signs in and lands on the overview', async () => {
    const tenant = await t.seedTenant({ name: 'Padaria Conceição' });
    const response = await page.goto(base);
    expect(response!.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response!.headers()['x-frame-options']).toBe('DENY');
    await page.getByLabel('Código da empresa').fill(tenant.tenantId);
    await page.getByLabel('E-mail').fill(tenant.admin.email);
    await screenshot('sign-in');
    await page.getByLabel('Senha').fill('not the password');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toContain('não confere');
    await page.getByLabel('Senha').fill(tenant.admin.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.getByRole('heading', { name: 'Visão geral' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await expect.poll(() => page.title()).toBe('Visão geral · Padaria Conceição · Pontual');
    await expect(page.getByText('Padaria Conceição').count()).resolves.toBeGreaterThan(0);
  });

  it('creates a key shown once, which works on /v1; revoking it refuses it at once', async () => {
    const tenant = await t.seedTenant();
    await signIn(tenant);
    await keysPage();
    await page.getByLabel('Nome').fill('ERP da folha');
    await page.getByLabel('Ler funcionários').check();
    await page.getByRole('button', { name: 'Criar chave' }).click();
    const shown = page.getByTestId('new-key');
    await shown.waitFor();
    const key = (await shown.textContent())!;
    expect(key).toMatch(/^pontual_sk_/);
    await page.getByRole('button', { name: 'Copiar' }).click();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(key);
    await screenshot('api-keys');
    expect((await v1(key)).status).toBe(200);

    await page.getByRole('button', { name: 'Já copiei' }).click();
    await page.reload();
    await page.getByRole('cell', { name: 'ERP da folha', exact: true }).waitFor();
    expect(await page.content()).not.toContain(key);
    await page.getByRole('cell', { name: 'employees:read' }).waitFor();

    await page.getByRole('button', { name: 'Revogar ERP da folha' }).click();
    await confirmDialog('Revogar');
    await page.getByRole('cell', { name: 'Revogada' }).waitFor();
    const refused = await v1(key);
    expect(refused.status).toBe(401);
  });

  it('shows field errors next to the field, from the API problem', async () => {
    const tenant = await t.seedTenant();
    await signIn(tenant);
    await keysPage();
    await page.getByLabel('Nome').fill('Sem permissões');
    await page.getByRole('button', { name: 'Criar chave' }).click();
    await page.getByText('must name at least one scope').waitFor();
    expect(await page.getByTestId('new-key').count()).toBe(0);
  });

  it('switches language and environment; the test environment is marked everywhere', async () => {
    const tenant = await t.seedTenant();
    await tenant.key({ environment: 'live' });
    await signIn(tenant);
    await keysPage();
    await page.getByRole('row').nth(1).waitFor();
    await page.getByLabel('Idioma', { exact: true }).selectOption('en');
    await page.getByRole('heading', { name: 'API keys' }).waitFor();
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('en');
    await page.getByLabel('Test', { exact: true }).check();
    await page.getByText('You are in the test environment').waitFor();
    await page.getByText('No keys in this environment yet.').waitFor();
    await page.getByRole('link', { name: 'Users' }).click();
    await page.getByText('You are in the test environment').waitFor();
    await page.getByRole('cell', { name: tenant.admin.email, exact: true }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Users' }).waitFor();
    await page.getByLabel('Language', { exact: true }).selectOption('pt-BR');
    await page.getByRole('heading', { name: 'Usuários' }).waitFor();
  });

  it('is usable on a phone: the navigation and the form fit the screen', async () => {
    const tenant = await t.seedTenant();
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(tenant);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot('phone');
  });

  it('an admin adds a user, disables them (their open session ends at once), and cannot demote the last admin', async () => {
    const tenant = await t.seedTenant();
    const email = `ana-${tenant.tenantId.slice(-8)}@example.com`;
    await signIn(tenant);
    await page.getByRole('link', { name: 'Usuários' }).click();
    await expect.poll(() => page.title()).toMatch(/^Usuários · /);
    await page.getByText(`/?company=${tenant.tenantId}`).waitFor();
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByLabel('Senha inicial (ao menos 12 caracteres)').fill('a first password');
    // A double click sends the form once: the button is pending while the request runs.
    const added: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/dashboard/api/users'))
        added.push(request.url());
    });
    await page.getByRole('button', { name: 'Adicionar usuário' }).dblclick();
    await page.getByRole('cell', { name: email, exact: true }).waitFor();
    await page.getByRole('status').getByText(`${email} adicionado.`).waitFor();
    expect(added).toHaveLength(1);
    await screenshot('users');

    const signedIn = await t.request({
      method: 'POST',
      url: '/dashboard/api/session',
      payload: { tenant: tenant.tenantId, email, password: 'a first password' },
    });
    expect(signedIn.statusCode).toBe(201);
    const cookie = String(signedIn.headers['set-cookie']).split(';', 1)[0]!;
    const sessionOf = async () =>
      (await t.request({ method: 'GET', url: '/dashboard/api/session', headers: { cookie } })).statusCode;
    expect(await sessionOf()).toBe(200);

    // Disabling asks first; Escape closes the question and nothing changes.
    await page.getByRole('button', { name: `Desativar: ${email}` }).click();
    const question = page.getByRole('dialog', { name: 'Desativar' });
    await question.getByText(`${email} sai da sessão na hora`).waitFor();
    // The question holds the focus (Cancel first, so Enter harms nothing).
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('dialog') !== null))
      .toBe(true);
    await page.keyboard.press('Escape');
    await question.waitFor({ state: 'hidden' });
    expect(await sessionOf()).toBe(200);
    await page.getByRole('button', { name: `Desativar: ${email}` }).click();
    await confirmDialog('Desativar');
    await page.getByRole('status').getByText(`${email} desativado.`).waitFor();
    await page
      .getByRole('row')
      .filter({ hasText: email })
      .getByRole('cell', { name: 'Desativado', exact: true })
      .waitFor();
    expect(await sessionOf()).toBe(401);
    await page.getByRole('button', { name: `Reativar: ${email}` }).click();
    await page
      .getByRole('row')
      .filter({ hasText: email })
      .getByRole('cell', { name: 'Ativo', exact: true })
      .waitFor();

    // The last admin cannot be demoted: the refusal says why, in Portuguese, and nothing changes.
    await page.getByRole('button', { name: `Tornar leitor: ${tenant.admin.email}` }).click();
    await confirmDialog('Tornar leitor');
    await page
      .getByRole('alert')
      .getByText('A empresa precisa manter um administrador ativo: torne outro usuário administrador antes.')
      .waitFor();
    await page
      .getByRole('row')
      .filter({ hasText: tenant.admin.email })
      .getByRole('cell', { name: 'Administrador', exact: true })
      .waitFor();

    await page.getByRole('button', { name: `Remover: ${email}` }).click();
    await confirmDialog('Remover');
    await page.getByRole('cell', { name: email, exact: true }).waitFor({ state: 'detached' });

    // The admin replaces the e-mail they were given with their own, proving it with their password.
    const own = page.getByRole('form', { name: 'Seu e-mail' });
    const mine = `rh-${tenant.tenantId.slice(-8)}@example.com`;
    await own.getByLabel('Novo e-mail').fill(mine);
    await own.getByLabel('Senha atual').fill('not my password');
    await own.getByRole('button', { name: 'Trocar meu e-mail' }).click();
    await expect.poll(() => own.getByLabel('Senha atual').getAttribute('aria-invalid')).toBe('true');
    // The error is tied to its field, so a screen reader reads it with the field.
    const describedBy = await own.getByLabel('Senha atual').getAttribute('aria-describedby');
    await expect(page.locator(`[id="${describedBy}"]`).textContent()).resolves.toBe('não é a sua senha');
    await own.getByLabel('Senha atual').fill(tenant.admin.password);
    await own.getByRole('button', { name: 'Trocar meu e-mail' }).click();
    await page.getByRole('status').getByText(`E-mail trocado: entre como ${mine} daqui em diante.`).waitFor();
    await page.getByText(`Conectado como ${mine} (Administrador)`).waitFor();
  });

  it('signs out: the API refuses the old session and the sign-in form is back', async () => {
    const tenant = await t.seedTenant();
    await signIn(tenant);
    await page.getByRole('button', { name: 'Sair' }).click();
    await page.getByRole('button', { name: 'Entrar' }).waitFor();
    const status = await page.evaluate(async () => (await fetch('/dashboard/api/session')).status);
    expect(status).toBe(401);
  });
});

describe('dashboard workflows in a browser', () => {
  /** Seeds a tenant with one employee and a key, signed in, with the interface in English. */
  async function workday() {
    const tenant = await t.seedTenant({ name: 'Padaria Conceição' });
    const { key } = await tenant.key();
    const post = async (url: string, payload: object) => {
      const response = await t.request({ method: 'POST', url, key, payload });
      expect(response.statusCode, response.body).toBeLessThan(300);
      return response.json();
    };
    const employee = await post('/v1/employees', { name: 'Ana Conceição', cpf: '52998224725' });
    await signIn(tenant);
    await page.getByLabel('Idioma', { exact: true }).selectOption('en');
    return { tenant, key, employee, post };
  }

  it('creates a webhook, pauses and resumes it, sends a test event and reads the delivery', async () => {
    await workday();
    await page.getByRole('link', { name: 'Webhooks' }).click();
    await page.getByLabel('URL (https)').fill(receiver.url);
    await page.getByLabel('Mark recorded').check();
    await page.getByRole('button', { name: 'Add webhook' }).click();
    await expect(page.getByTestId('webhook-secret').textContent()).resolves.toMatch(/^whsec_/);
    const card = page.getByRole('article', { name: receiver.url });
    await card.getByRole('button', { name: 'Pause' }).click();
    await card.getByText('Paused', { exact: true }).waitFor();
    await card.getByRole('button', { name: 'Resume' }).click();
    await card.getByText('Active', { exact: true }).waitFor();
    await card.getByRole('button', { name: 'Send test event' }).click();
    await page.getByText('Test event queued').waitFor();
    await card.getByRole('button', { name: 'Deliveries' }).click();
    for (
      let attempt = 0;
      attempt < 40 && (await card.getByRole('cell', { name: 'Test event' }).count()) === 0;
      attempt++
    ) {
      await card.getByRole('button', { name: 'Refresh' }).click();
      await page.waitForTimeout(100);
    }
    await card.getByRole('cell', { name: '200', exact: true }).waitFor();
    await card.getByRole('button', { name: 'Details' }).click();
    const detail = page.getByRole('dialog', { name: 'Delivery: Test event' });
    const [headers, body] = await detail.locator('pre').allTextContents();
    expect(headers).toMatch(/^x-pontual-signature: t=\d+,v1=[0-9a-f]{64}$/m);
    expect(JSON.parse(body!)).toMatchObject({ event: 'webhook.test', environment: 'live' });
    await screenshot('webhooks');
    expect(receiver.requests.some((r) => r.body.includes('webhook.test'))).toBe(true);
  });

  it('files an adjustment from the day view and approves it from the queue', async () => {
    const { employee } = await workday();
    await page.getByRole('link', { name: 'Clock-in marks' }).click();
    await page.getByLabel('Employee', { exact: true }).selectOption(employee.id);
    await page.getByLabel('Date').fill('2026-11-20');
    await page.getByText('No marks on this day.').waitFor();
    await page.getByLabel('Time').fill('17:00');
    await page.getByLabel('Reason').fill('Esqueceu de registrar a saída');
    await page.getByRole('button', { name: 'Request adjustment' }).click();
    await page.getByText('Adjustment requested').waitFor();
    await page.getByRole('link', { name: 'Adjustments' }).click();
    await page.getByRole('cell', { name: 'Esqueceu de registrar a saída', exact: true }).waitFor();
    await page.getByPlaceholder('Note').fill('Conferido com o gestor');
    // A double click approves once: the buttons are pending while the decision runs, and a toast says so.
    const decisions: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/approve')) decisions.push(request.url());
    });
    await page.getByRole('button', { name: 'Approve: Esqueceu de registrar a saída' }).dblclick();
    await page.getByRole('status').getByText('Approved: Esqueceu de registrar a saída').waitFor();
    await page.getByText('Nothing here.').waitFor();
    expect(decisions).toHaveLength(1);
    await page.getByLabel('Status', { exact: true }).selectOption('approved');
    await page.getByRole('cell', { name: 'Conferido com o gestor' }).waitFor();
  });

  it('requests an absence, approves it from the queue and sees its days in the espelho, in pt-BR', async () => {
    const tenant = await t.seedTenant({ name: 'Padaria Conceição' });
    const { key } = await tenant.key();
    const office = [
      { start: '08:00', end: '12:00' },
      { start: '13:00', end: '17:00' },
    ];
    const hired = await t.request({
      method: 'POST',
      url: '/v1/employees',
      key,
      payload: { name: 'Bia Ramos', cpf: '52998224725', schedule: { mon: office, wed: office, thu: office } },
    });
    const employee = hired.json<{ id: string }>();
    await signIn(tenant);
    await page.getByRole('link', { name: 'Ausências' }).click();
    await page.getByLabel('Funcionário', { exact: true }).selectOption(employee.id);
    await page.getByLabel('Tipo', { exact: true }).selectOption('medical_certificate');
    await page.getByLabel('De', { exact: true }).fill('2026-11-18');
    await page.getByLabel('Até (opcional para um dia)').fill('2026-11-19');
    await page.getByLabel('Motivo', { exact: true }).fill('Atestado de dois dias');
    await page.getByRole('button', { name: 'Solicitar ausência' }).click();
    await page.getByRole('cell', { name: '18/11/2026 – 19/11/2026' }).waitFor();
    await page.getByPlaceholder('Observação').fill('Conferido');
    await page.getByRole('button', { name: 'Aprovar: Atestado de dois dias' }).click();
    await page.getByText('Nada aqui.').waitFor();
    await page.getByLabel('Situação', { exact: true }).selectOption('approved');
    await page.getByRole('cell', { name: 'Conferido' }).waitFor();
    await page.getByRole('link', { name: 'Relatórios' }).click();
    await page.getByLabel('Mês', { exact: true }).fill('2026-11');
    await page.getByLabel('Funcionário', { exact: true }).selectOption(employee.id);
    // Wednesday 18 and Thursday 19 are absence days; Monday 16 a workday with nothing marked.
    await page.getByRole('cell', { name: 'Ausência · Atestado' }).first().waitFor();
    await expect(page.getByRole('cell', { name: 'Ausência · Atestado' }).count()).resolves.toBe(2);
  });

  it('adds a company holiday and sees it in the espelho, then removes it, in pt-BR', async () => {
    const tenant = await t.seedTenant({ name: 'Padaria Conceição' });
    const { key } = await tenant.key();
    const office = [
      { start: '08:00', end: '12:00' },
      { start: '13:00', end: '17:00' },
    ];
    const hired = await t.request({
      method: 'POST',
      url: '/v1/employees',
      key,
      payload: { name: 'Caio Lima', cpf: '52998224725', schedule: { mon: office, tue: office } },
    });
    const employee = hired.json<{ id: string }>();
    await signIn(tenant);
    await page.getByRole('link', { name: 'Feriados' }).click();
    await page.getByLabel('Ano', { exact: true }).fill('2026');
    await page.getByRole('cell', { name: 'Finados' }).waitFor();
    await page.getByLabel('Data', { exact: true }).fill('2026-11-17');
    await page.getByLabel('Nome', { exact: true }).fill('Aniversário da padaria');
    await page.getByLabel('Tipo', { exact: true }).selectOption('company');
    await page.getByRole('button', { name: 'Incluir feriado' }).click();
    await page.getByRole('cell', { name: 'Aniversário da padaria', exact: true }).waitFor();
    await screenshot('holidays');
    await page.getByRole('link', { name: 'Relatórios' }).click();
    await page.getByLabel('Mês', { exact: true }).fill('2026-11');
    await page.getByLabel('Funcionário', { exact: true }).selectOption(employee.id);
    await page.getByRole('cell', { name: 'Feriado · Aniversário da padaria' }).waitFor();
    await page.getByRole('link', { name: 'Feriados' }).click();
    await page.getByLabel('Ano', { exact: true }).fill('2026');
    await page.getByRole('button', { name: 'Excluir: Aniversário da padaria' }).click();
    // Gone once the list is read again after the removal.
    await page
      .getByRole('cell', { name: 'Aniversário da padaria', exact: true })
      .waitFor({ state: 'detached' });
    await page.getByRole('cell', { name: 'Finados' }).waitFor();
  });

  it('sets the time-bank policy, closes a period, sees the balance, downloads the payroll, reopens and finishes a stopped reopen, in pt-BR', async () => {
    const tenant = await t.seedTenant({ name: 'Padaria Conceição' });
    const { key } = await tenant.key();
    const office = [
      { start: '08:00', end: '12:00' },
      { start: '13:00', end: '17:00' },
    ];
    const hired = await t.request({
      method: 'POST',
      url: '/v1/employees',
      key,
      payload: {
        name: 'Caio Lima',
        cpf: '52998224725',
        admissionDate: '2026-01-01',
        schedule: { tue: office, wed: office },
      },
    });
    const employee = hired.json<{ id: string }>();
    // Tuesday 3 November until 19:00 (120 of overtime), Wednesday on schedule.
    for (const at of [
      '2026-11-03T08:00',
      '2026-11-03T12:00',
      '2026-11-03T13:00',
      '2026-11-03T19:00',
      '2026-11-04T08:00',
      '2026-11-04T12:00',
      '2026-11-04T13:00',
      '2026-11-04T17:00',
    ])
      await t.request({
        method: 'POST',
        url: '/v1/time-entries',
        key,
        payload: { employeeId: employee.id, occurredAt: `${at}:00-03:00` },
      });
    await signIn(tenant);
    await page.getByRole('link', { name: 'Banco de horas' }).click();
    await page.getByLabel('Lançar os períodos fechados no banco de horas').check();
    await page.getByLabel('Acordo', { exact: true }).selectOption('individual');
    await page.getByRole('button', { name: 'Salvar' }).first().click();
    await expect
      .poll(async () => (await t.request({ method: 'GET', url: '/v1/time-bank/policy', key })).json())
      .toMatchObject({ enabled: true, agreement: 'individual' });
    await page.getByLabel('De', { exact: true }).fill('2026-11-03');
    await page.getByLabel('Até', { exact: true }).fill('2026-11-04');
    await page.getByRole('button', { name: 'Fechar período' }).click();
    await page.getByRole('cell', { name: 'Fechado', exact: true }).waitFor();
    await page.getByLabel('Funcionário', { exact: true }).selectOption(employee.id);
    await page.getByRole('cell', { name: 'Hora extra', exact: true }).waitFor();
    await page.getByText('Saldo:').getByText('2:00').waitFor();
    await screenshot('time-bank');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Folha (CSV)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('folha-2026-11-03-2026-11-04.csv');
    const rows = readFileSync(await download.path(), 'utf8')
      .trimEnd()
      .split('\n');
    expect(rows).toHaveLength(1 + 8);
    await page.getByRole('button', { name: 'Reabrir' }).click();
    await confirmDialog('Reabrir');
    await page.getByRole('cell', { name: 'Reaberto', exact: true }).waitFor();
    await page.getByText('Saldo:').getByText('0:00').waitFor();

    // Closed again, then left `reopening` as by a reopen whose process died: the admin finishes it.
    await page.getByLabel('De', { exact: true }).fill('2026-11-03');
    await page.getByLabel('Até', { exact: true }).fill('2026-11-04');
    await page.getByRole('button', { name: 'Fechar período' }).click();
    await page.getByRole('cell', { name: 'Fechado', exact: true }).waitFor();
    await t.app.deps.database.db
      .updateTable('periods')
      .set({ status: 'reopening' })
      .where('tenantId', '=', tenant.tenantId)
      .where('status', '=', 'closed')
      .execute();
    await page.reload();
    await page.getByRole('cell', { name: 'Reabrindo', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Concluir reabertura' }).click();
    await confirmDialog('Concluir reabertura');
    await expect.poll(() => page.getByRole('cell', { name: 'Reaberto', exact: true }).count()).toBe(2);
    await page.getByLabel('Funcionário', { exact: true }).selectOption(employee.id);
    await page.getByText('Saldo:').getByText('0:00').waitFor();

    // A manual entry: an unreadable duration is named; a credit of 1:15 then counts in the balance.
    const entry = page.getByRole('form', { name: 'Lançamento manual' });
    await entry.getByLabel('Sentido').selectOption('credit');
    await entry.getByLabel('Horas (hh:mm)').fill('uma hora');
    await entry.getByLabel('Data', { exact: true }).fill('2026-11-05');
    await entry.getByLabel('Motivo').fill('Acerto combinado com o gestor');
    await entry.getByRole('button', { name: 'Lançar' }).click();
    await entry.locator('p.error').waitFor();
    await entry.getByLabel('Horas (hh:mm)').fill('1:15');
    await entry.getByRole('button', { name: 'Lançar' }).click();
    await entry.getByRole('status').getByText('Lançamento feito.').waitFor();
    await page.getByText('Saldo:').getByText('1:15').waitFor();
    const ledger = await t.request({ method: 'GET', url: `/v1/employees/${employee.id}/time-bank`, key });
    expect(ledger.json<{ entries: unknown[] }>().entries).toEqual([
      expect.objectContaining({
        date: '2026-11-05',
        kind: 'manual',
        minutes: 75,
        note: 'Acerto combinado com o gestor',
      }),
    ]);
  });

  it('shows the espelho of a month and downloads the AFDT', async () => {
    const { employee, post } = await workday();
    for (const at of ['08:00', '12:00', '13:00', '17:00'])
      await post('/v1/time-entries', { employeeId: employee.id, occurredAt: `2026-11-16T${at}:00-03:00` });
    await page.getByRole('link', { name: 'Reports' }).click();
    await page.getByLabel('Month').fill('2026-11');
    await page.getByLabel('Employee', { exact: true }).selectOption(employee.id);
    await page.getByRole('cell', { name: '08:00E 12:00S 13:00E 17:00S' }).waitFor();
    // Each day says where it falls: Consciência Negra (Friday 20) is a holiday, owing nothing.
    await page
      .getByRole('cell', { name: 'Holiday · Dia Nacional de Zumbi e da Consciência Negra' })
      .waitFor();
    await screenshot('reports');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'AFDT' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('AFDT_12345678000195_2026-11-01_2026-11-30.txt');
    const lines = readFileSync(await download.path(), 'latin1').split('\r\n');
    expect(lines[0]!.slice(9, 10)).toBe('1');
    expect(lines.filter((line) => line.slice(9, 10) === '2')).toHaveLength(4);

    // The espelho for a spreadsheet and for integrations, saved under the employee's name and the month.
    const saved = async (button: string) => {
      const [file] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: button }).click(),
      ]);
      expect(file.suggestedFilename(), button).toBe('espelho-Ana Conceição-2026-11-01-a-2026-11-30.csv');
      return readFileSync(await file.path());
    };
    const sheet = await saved('Spreadsheet (Excel/LibreOffice)');
    expect([...sheet.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const sheetLines = sheet.subarray(3).toString('utf8').split('\r\n');
    expect(sheetLines[0]).toMatch(/^Empregado;Matrícula;CPF;Data;Dia;/);
    const monday = sheetLines.find((line) =>
      line.startsWith('Ana Conceição;;529.982.247-25;16/11/2026;seg;'),
    );
    // The marks, then (Trabalhado) eight hours as hh:mm.
    expect(monday?.split(';').slice(7, 8)).toEqual(['08:00 12:00 13:00 17:00']);
    expect(monday?.split(';')[11]).toBe('08:00');
    const csv = (await saved('CSV (integration)')).toString('utf8');
    expect(csv.split('\n')[0]).toMatch(/^employee_id,employee_name,cpf,date,/);
  });

  it('lists the audit log, filtered by key', async () => {
    const { tenant } = await workday();
    const other = await tenant.key();
    await v1(other.key);
    await page.getByRole('link', { name: 'Audit log' }).click();
    await page.getByRole('cell', { name: 'GET /v1/employees' }).first().waitFor();
    await page.getByLabel('Who', { exact: true }).selectOption(`key:${other.id}`);
    await page.getByRole('cell', { name: 'GET /v1/employees' }).waitFor();
    expect(await page.getByRole('cell', { name: 'POST /v1/employees' }).count()).toBe(0);
  });

  it("lists an employee's schedule versions and adds one in force from a date", async () => {
    const { employee, key } = await workday();
    await page.getByRole('link', { name: 'Employees' }).click();
    await page.getByRole('button', { name: 'Edit Ana Conceição' }).click();
    // Hired without a schedule: one version, none, from the day she was created.
    await page.getByRole('cell', { name: 'No contract schedule (8-hour norm)' }).waitFor();
    await page.getByLabel('Monday').fill('08:00-12:00');
    await page.getByLabel(/^In force from/).fill('2026-12-01');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('button', { name: 'Edit Ana Conceição' }).click();
    await page.getByRole('cell', { name: '12/01/2026', exact: true }).waitFor();
    await page.getByRole('cell', { name: 'Monday 08:00–12:00', exact: true }).waitFor();
    const versions = (
      await t.request({ method: 'GET', url: `/v1/employees/${employee.id}/schedules`, key })
    ).json<{ effectiveFrom: string; schedule: unknown }[]>();
    expect(versions.map((v) => v.schedule)).toEqual([null, { mon: [{ start: '08:00', end: '12:00' }] }]);
    expect(versions[1]!.effectiveFrom).toBe('2026-12-01');
  });

  it('adds a 12x36 version from a date and sees its shift and its day off in the espelho, in pt-BR', async () => {
    const tenant = await t.seedTenant({ name: 'Padaria Conceição' });
    const { key } = await tenant.key();
    const hired = await t.request({
      method: 'POST',
      url: '/v1/employees',
      key,
      payload: { name: 'Dora Lima', cpf: '52998224725', admissionDate: '2026-10-01' },
    });
    const employee = hired.json<{ id: string }>();
    // 12x36 from Monday 9 November 2026: day (D − 9 Nov) mod 2 = 0 is the 07:00–19:00 shift, 1 is off, so
    // Wednesday 11 (2 days on, 0) is a shift, worked in full, and Thursday 12 (3 days on, 1) is a rest day.
    for (const at of ['07:00', '19:00']) {
      const marked = await t.request({
        method: 'POST',
        url: '/v1/time-entries',
        key,
        payload: { employeeId: employee.id, occurredAt: `2026-11-11T${at}:00-03:00` },
      });
      expect(marked.statusCode).toBe(201);
    }
    await signIn(tenant);
    await page.getByRole('link', { name: 'Funcionários' }).click();
    await page.getByRole('button', { name: 'Editar Dora Lima' }).click();
    await page.getByLabel('Tipo de jornada').selectOption('12x36');
    await page.getByLabel('Início da escala (dia 1)').fill('2026-11-09');
    // The preset fills the cycle's days: a day shift and a day off.
    await expect(page.getByLabel('Dia 1 da escala').inputValue()).resolves.toBe('07:00–19:00');
    await expect(page.getByLabel('Dia 2 da escala').inputValue()).resolves.toBe('');
    await page.getByLabel(/^Em vigor a partir de/).fill('2026-11-09');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByRole('button', { name: 'Editar Dora Lima' }).click();
    await page.getByRole('cell', { name: 'Escala a partir de 09/11/2026: 07:00–19:00 · folga' }).waitFor();
    const versions = (
      await t.request({ method: 'GET', url: `/v1/employees/${employee.id}/schedules`, key })
    ).json<{ effectiveFrom: string; schedule: unknown }[]>();
    expect(versions.map((v) => [v.effectiveFrom, v.schedule])).toEqual([
      ['2026-10-01', null],
      [
        '2026-11-09',
        { type: 'cycle', startsOn: '2026-11-09', days: [[{ start: '07:00', end: '19:00' }], []] },
      ],
    ]);

    await page.getByRole('link', { name: 'Relatórios' }).click();
    await page.getByLabel('Mês', { exact: true }).fill('2026-11');
    await page.getByLabel('Funcionário', { exact: true }).selectOption(employee.id);
    const row = (date: string) => page.getByRole('row').filter({ hasText: date });
    await row('11/11/2026').getByRole('cell', { name: '07:00E 19:00S' }).waitFor();
    await row('11/11/2026').getByRole('cell', { name: 'Dia útil', exact: true }).waitFor();
    await row('12/11/2026').getByRole('cell', { name: 'Descanso', exact: true }).waitFor();
  });

  it('manages employees (with their weekly schedule) and the company settings', async () => {
    const { employee, key } = await workday();
    await page.getByRole('link', { name: 'Employees' }).click();
    await page.getByRole('button', { name: 'Add employee' }).click();
    await page.getByLabel('Name', { exact: true }).fill('Bruno Noite');
    await page.getByLabel('CPF', { exact: true }).fill('111.444.777-35');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('cell', { name: 'Bruno Noite', exact: true }).waitFor();
    await page.getByLabel('Search by name or CPF').fill('conceicao');
    await page.getByRole('button', { name: 'Edit Bruno Noite' }).waitFor({ state: 'detached' });
    await page.getByRole('cell', { name: 'Ana Conceição', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Edit Ana Conceição' }).click();
    // An integration changes her while the form is open: saving the form must not undo it.
    const meanwhile = await t.request({
      method: 'PATCH',
      url: `/v1/employees/${employee.id}`,
      key,
      payload: { externalId: 'rh-42' },
    });
    expect(meanwhile.statusCode).toBe(200);
    await page.getByLabel(/^Time zone/).fill('America/Manaus');
    await page.getByLabel('Monday').fill('08:00-12:00, 13:00-17:00');
    await page.getByLabel('Tuesday').fill('8 to 5');
    await page.getByLabel('Friday').fill('22:00–06:00');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Write each interval as HH:MM–HH:MM').first().waitFor();
    await page.getByLabel('Tuesday').fill('08:00-12:00, 11:00-13:00');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('overlaps schedule.tue.0').waitFor();
    await page.getByLabel('Tuesday').fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('button', { name: 'Edit Ana Conceição' }).click();
    await expect(page.getByLabel('Monday').inputValue()).resolves.toBe('08:00–12:00, 13:00–17:00');
    await expect(page.getByLabel('Friday').inputValue()).resolves.toBe('22:00–06:00');
    await page.getByRole('button', { name: 'Cancel' }).click();
    const stored = (await t.request({ method: 'GET', url: `/v1/employees/${employee.id}`, key })).json<{
      schedule: unknown;
      timezone: string;
      externalId: string;
    }>();
    expect(stored.timezone).toBe('America/Manaus');
    expect(stored.externalId).toBe('rh-42');
    expect(stored.schedule).toEqual({
      mon: [
        { start: '08:00', end: '12:00' },
        { start: '13:00', end: '17:00' },
      ],
      fri: [{ start: '22:00', end: '06:00' }],
    });

    await page.getByRole('button', { name: 'Deactivate Ana Conceição' }).click();
    await confirmDialog('Deactivate');
    await page.getByRole('button', { name: 'Reactivate Ana Conceição' }).waitFor();

    await page.getByRole('link', { name: 'Company' }).click();
    await page.getByLabel('CNPJ or CPF').fill('123');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('is not a valid CNPJ or CPF').waitFor();
    await page.getByLabel('CNPJ or CPF').fill('11.222.333/0001-81');
    await page.getByLabel('Legal name').fill('Padaria Conceição Ltda');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved.').waitFor();
    await page.getByText('Padaria Conceição Ltda').first().waitFor();
  });

  it("records the user's own CPF and the company's responsible CPF; a notice asks for them until then", async () => {
    const tenant = await t.seedTenant();
    await signIn(tenant);
    await page.getByRole('link', { name: 'Usuários' }).click();
    const own = page.locator('form').filter({ hasText: 'Seu CPF' });
    await own.getByText('Nenhum CPF registrado').waitFor();
    await own.getByLabel('CPF').fill('529.982.247-26');
    await own.getByRole('button', { name: 'Registrar CPF' }).click();
    // The field turns invalid once the server's 400 comes back: wait for it rather than read it at once.
    await expect.poll(() => own.getByLabel('CPF').getAttribute('aria-invalid')).toBe('true');
    await own.getByLabel('CPF').fill('52998224725');
    await own.getByRole('button', { name: 'Registrar CPF' }).click();
    await own.getByText('CPF registrado.').waitFor();
    await page.getByRole('cell', { name: '529.982.247-25', exact: true }).waitFor();
    await own.getByText('Nenhum CPF registrado').waitFor({ state: 'detached' });

    await page.getByRole('link', { name: 'Empresa' }).click();
    const company = page.locator('form').filter({ hasText: 'chaves de API' });
    await company.getByText('Nenhum CPF registrado').waitFor();
    await company.getByLabel('CPF').fill('029.739.370-78');
    await company.getByRole('button', { name: 'Registrar CPF' }).click();
    await company.getByText('CPF registrado.').waitFor();
    await company.getByText('Nenhum CPF registrado').waitFor({ state: 'detached' });
    await expect(company.getByLabel('CPF').inputValue()).resolves.toBe('029.739.370-78');
  });
});
