import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/browser.js';
import { createTestApp, type TestApp } from '../support/harness.js';
import { makeTestCertificates, type TestCertificates } from '../support/test-certificates.js';

let t: TestApp;
let certs: TestCertificates;
let browser: Browser;
let base: string;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  t = await createTestApp({ PONTUAL_RATE_LIMIT_PER_MINUTE: '100000' });
  certs = makeTestCertificates();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  browser = await launchChromium();
  context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 860 } });
  context.setDefaultTimeout(15_000);
  page = await context.newPage();
});
afterAll(async () => {
  await browser?.close();
  await t.close();
  certs.remove();
});

describe('signing certificate in the dashboard', () => {
  it('an admin installs the .p12 on the Company page, downloads the AEJ signed from Reports, and removes it', async () => {
    const tenant = await t.seedTenant();
    await page.goto(`${base}/?company=${tenant.tenantId}`);
    await page.getByLabel('E-mail').fill(tenant.admin.email);
    await page.getByLabel('Password').fill(tenant.admin.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('link', { name: 'Company' }).click();
    await page.getByText('No certificate installed').waitFor();

    const p12 = path.join(certs.directory, 'company.p12');
    writeFileSync(p12, certs.valid.p12);
    await page.getByLabel('Certificate file (.p12 or .pfx)').setInputFiles(p12);
    await page.getByLabel('Certificate password').fill('not-the-password');
    await page.getByRole('button', { name: 'Install certificate' }).click();
    await page.getByText('The password does not open the PKCS#12 file.').waitFor();

    await page.getByLabel('Certificate file (.p12 or .pfx)').setInputFiles(p12);
    await page.getByLabel('Certificate password').fill(certs.password);
    await page.getByRole('button', { name: 'Install certificate' }).click();
    await page.getByText('Certificate installed.').waitFor();
    await page.getByText(`CN=${certs.valid.subjectCn}, O=Empresa Teste Ltda, C=BR`).waitFor();
    await page.getByText(certs.valid.serialHex, { exact: true }).waitFor();
    expect(await page.getByLabel('Certificate password').inputValue()).toBe('');

    await page.getByRole('link', { name: 'Reports' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'AEJ signed (ZIP with .p7s)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^AEJ_12345678000195_\d{4}-\d\d-01_\d{4}-\d\d-\d\d\.zip$/);
    const entries = Object.keys(unzipSync(new Uint8Array(readFileSync(await download.path()))));
    expect(entries).toHaveLength(2);
    expect(entries[1]).toBe(`${entries[0]!}.p7s`);

    await page.getByRole('link', { name: 'Company' }).click();
    await page.getByRole('button', { name: 'Remove certificate' }).click();
    await page
      .getByRole('dialog', { name: 'Remove certificate' })
      .getByRole('button', { name: 'Remove certificate' })
      .click();
    await page.getByText('Certificate removed.').waitFor();
    await page.getByText('No certificate installed').waitFor();
    await page.getByRole('link', { name: 'Reports' }).click();
    await page.getByText("install the company's certificate on the Company page").waitFor();
    expect(await page.getByRole('button', { name: 'AEJ signed (ZIP with .p7s)' }).count()).toBe(0);
  }, 90_000);
});
