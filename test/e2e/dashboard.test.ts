// page.evaluate callbacks run in the browser.
/// <reference lib="dom" />
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/browser.js';
import { createTestApp, type SeededTenant, type TestApp } from '../support/harness.js';

let t: TestApp;
let browser: Browser;
let base: string;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  browser = await launchChromium();
});
afterAll(async () => {
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
  await page.goto(base);
  await page.getByLabel('E-mail').fill(tenant.admin.email);
  await page.getByLabel('Senha').fill(tenant.admin.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.getByRole('heading', { name: 'Chaves de API' }).waitFor();
}

const v1 = (key: string) => fetch(`${base}/v1/employees`, { headers: { 'x-api-key': key } });

describe('dashboard in a browser', () => {
  it('refuses a wrong password, then signs in and lands on API and integrations', async () => {
    const tenant = await t.seedTenant({ name: 'Padaria Conceição' });
    await page.goto(base);
    await screenshot('sign-in');
    await page.getByLabel('E-mail').fill(tenant.admin.email);
    await page.getByLabel('Senha').fill('not the password');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toContain('não confere');
    await page.getByLabel('Senha').fill(tenant.admin.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.getByRole('heading', { name: 'Chaves de API' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/settings/api');
    await expect(page.getByText('Padaria Conceição').count()).resolves.toBeGreaterThan(0);
  });

  it('creates a key shown once, which works on /v1; revoking it refuses it at once', async () => {
    const tenant = await t.seedTenant();
    await signIn(tenant);
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

    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Revogar ERP da folha' }).click();
    await page.getByRole('cell', { name: 'Revogada' }).waitFor();
    const refused = await v1(key);
    expect(refused.status).toBe(401);
  });

  it('shows field errors next to the field, from the API problem', async () => {
    const tenant = await t.seedTenant();
    await signIn(tenant);
    await page.getByLabel('Nome').fill('Sem permissões');
    await page.getByRole('button', { name: 'Criar chave' }).click();
    await page.getByText('must name at least one scope').waitFor();
    expect(await page.getByTestId('new-key').count()).toBe(0);
  });

  it('switches language and environment; the test environment is marked everywhere', async () => {
    const tenant = await t.seedTenant();
    await tenant.key({ environment: 'live' });
    await signIn(tenant);
    await page.getByRole('row').nth(1).waitFor();
    await page.getByLabel('Idioma').selectOption('en');
    await page.getByRole('heading', { name: 'API keys' }).waitFor();
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('en');
    await page.getByLabel('Test', { exact: true }).check();
    await page.getByText('You are in the test environment').waitFor();
    await page.getByText('No keys in this environment yet.').waitFor();
    await page.getByRole('link', { name: 'Users' }).click();
    await page.getByText('You are in the test environment').waitFor();
    await page.getByRole('cell', { name: tenant.admin.email }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Users' }).waitFor();
    await page.getByLabel('Language').selectOption('pt-BR');
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

  it('signs out: the API refuses the old session and the sign-in form is back', async () => {
    const tenant = await t.seedTenant();
    await signIn(tenant);
    await page.getByRole('button', { name: 'Sair' }).click();
    await page.getByRole('button', { name: 'Entrar' }).waitFor();
    const status = await page.evaluate(async () => (await fetch('/dashboard/api/session')).status);
    expect(status).toBe(401);
  });
});
