// page.evaluate callbacks run in the browser.
/// <reference lib="dom" />
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/browser.js';
import { createTestApp, type TestApp } from '../support/harness.js';
import { breakSecondMark } from '../support/tamper.js';

let t: TestApp;
let browser: Browser;
let base: string;

beforeAll(async () => {
  // The runner of export jobs runs where the dispatcher does.
  t = await createTestApp({ PONTUAL_DISPATCHER: 'true', PONTUAL_RATE_LIMIT_PER_MINUTE: '100000' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await t.close();
});

describe('long exports on the Reports page', () => {
  it('starts a year’s AEJ as a job, shows its progress and offers the file once done', async () => {
    const tenant = await t.seedTenant({ name: 'Padaria Conceição' });
    const { key } = await tenant.key();
    const employeeId = await t.hire(key, { name: 'Ana Conceição' });
    for (const at of ['08:00', '12:00'])
      expect(
        (
          await t.request({
            method: 'POST',
            url: '/v1/time-entries',
            key,
            payload: { employeeId, occurredAt: `2026-11-16T${at}:00-03:00` },
          })
        ).statusCode,
      ).toBe(201);

    const context = await browser.newContext({ locale: 'pt-BR', viewport: { width: 1280, height: 860 } });
    context.setDefaultTimeout(20_000);
    const page: Page = await context.newPage();
    try {
      await page.goto(`${base}/?company=${tenant.tenantId}`);
      await page.getByLabel('E-mail').fill(tenant.admin.email);
      await page.getByLabel('Senha').fill(tenant.admin.password);
      await page.getByRole('button', { name: 'Entrar' }).click();
      await page.getByRole('heading', { name: 'Visão geral' }).waitFor();
      await page.getByLabel('Idioma', { exact: true }).selectOption('en');
      await page.getByRole('link', { name: 'Reports' }).click();
      await page.getByRole('heading', { name: 'Long exports' }).waitFor();

      await page.getByLabel(/^File/).selectOption('aej');
      await page.getByLabel(/^From/).fill('2026-01-01');
      await page.getByLabel(/^To/).fill('2026-12-31');
      await page.getByRole('button', { name: 'Start export' }).click();
      // The job's row: its progress bar, then (once done) its file.
      await page.getByRole('progressbar', { name: 'Progress of the AEJ' }).waitFor();
      const name = 'AEJ_12345678000195_2026-01-01_2026-12-31.txt';
      const button = page.getByRole('button', { name: `Download ${name}` });
      await button.waitFor();
      await page.getByRole('cell', { name: 'Done' }).waitFor();
      await expect(
        page.getByRole('progressbar', { name: 'Progress of the AEJ' }).getAttribute('value'),
      ).resolves.toBe('1');
      const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
      expect(download.suggestedFilename()).toBe(name);
      const lines = readFileSync(await download.path(), 'latin1').split('\r\n');
      expect(lines[0]!.startsWith('01|')).toBe(true);
      expect(lines.filter((line) => line.startsWith('05|'))).toHaveLength(2);

      // A range the API refuses shows its problem beside the field, and queues nothing.
      await page.getByLabel(/^From/).fill('2025-01-01');
      await page.getByRole('button', { name: 'Start export' }).click();
      await expect
        .poll(() => page.getByLabel(/^To/).getAttribute('aria-invalid'), { timeout: 10_000 })
        .toBe('true');
      await page.getByText('the range is limited to 366 days').waitFor();
      const jobs = await t.request({ method: 'GET', url: '/v1/exports', key });
      expect(jobs.json()).toHaveLength(1);

      // The chain's verification has no period: its dates are not asked for, and its file says the chain holds.
      await page.getByLabel(/^File/).selectOption('chain_verification');
      await expect(page.getByLabel(/^From/).count()).resolves.toBe(0);
      await page.getByRole('button', { name: 'Start export' }).click();
      await page.getByRole('cell', { name: 'Whole chain' }).waitFor();
      const verification = page.getByRole('button', { name: /^Download verificacao-da-cadeia_live_/ });
      await verification.waitFor();
      const [json] = await Promise.all([page.waitForEvent('download'), verification.click()]);
      // The employee's record and the two marks.
      expect(JSON.parse(readFileSync(await json.path(), 'utf8'))).toEqual({
        valid: true,
        checked: 3,
        lastNsr: 3,
        brokenAt: null,
      });
      // What it found shows in the row: the employee's record and the two marks.
      await page.getByRole('status').filter({ hasText: 'chain whole: 3 records checked' }).waitFor();

      // A mark changed behind the service: the next verification names where the chain breaks.
      const second = await breakSecondMark(t.app.deps.database.db, tenant.tenantId);
      await page.getByRole('button', { name: 'Start export' }).click();
      await page
        .getByRole('status')
        .filter({ hasText: `chain broken at NSR ${second.nsr}: hash does not match the mark` })
        .waitFor();
    } finally {
      await context.close();
    }
  }, 120_000);
});
