import fs from 'node:fs';
// page.evaluate callbacks run in the browser.
/// <reference lib="dom" />
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/browser.js';
import { createTestApp, type TestApp } from '../support/harness.js';

/**
 * The workers' portal in Debian's Chromium (docs/portal.md): an admin invites an employee from the dashboard,
 * the employee sets a password on a phone-sized screen, sees only their own marks, marks from the browser with
 * their location, requests an absence, opens and acknowledges a closed month's espelho, and the admin sees the
 * acknowledgement.
 */

let t: TestApp;
let browser: Browser;
let base: string;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  t = await createTestApp({ PONTUAL_RATE_LIMIT_PER_MINUTE: '100000' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  browser = await launchChromium();
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await t.close();
});

async function newPage(options: Parameters<Browser['newContext']>[0]): Promise<Page> {
  const context = await browser.newContext({ locale: 'pt-BR', ...options });
  contexts.push(context);
  context.setDefaultTimeout(8000);
  const page = await context.newPage();
  page.on('request', (request) => {
    if (!request.url().startsWith(base) && !/^(data|blob):/.test(request.url()))
      throw new Error(`request off the origin: ${request.url()}`);
  });
  return page;
}

describe('workers’ portal in a browser', () => {
  it('an invited employee sets a password, sees only their marks, marks with location, requests an absence and acknowledges a month; the admin sees it', async () => {
    const tenant = await t.seedTenant({ name: 'Padaria Conceição' });
    const { key } = await tenant.key();
    const api = (method: 'GET' | 'POST', url: string, payload?: object) =>
      t.request({ method, url, key, ...(payload ? { payload } : {}) });
    const ana = await t.hire(key, {
      name: 'Ana Souza',
      email: 'ana@padaria.example',
      admissionDate: '2026-01-01',
    });
    const bruno = await t.hire(key, { name: 'Bruno Lima', email: 'bruno@padaria.example' });
    const brunoMark = (await api('POST', '/v1/time-entries', { employeeId: bruno })).json<{ id: string }>()
      .id;
    for (const at of ['2026-10-05T11:00:00Z', '2026-10-05T20:00:00Z'])
      await api('POST', '/v1/time-entries', { employeeId: ana, occurredAt: at });
    const closed = await api('POST', '/v1/periods', {
      from: '2026-10-01',
      to: '2026-10-31',
      employeeIds: [ana],
    });
    expect(closed.statusCode, closed.body).toBe(201);

    // The admin invites Ana from the Employees page and reads the link to hand over.
    const admin = await newPage({ viewport: { width: 1280, height: 860 } });
    await admin.goto(`${base}/?company=${tenant.tenantId}`);
    await admin.getByLabel('E-mail').fill(tenant.admin.email);
    await admin.getByLabel('Senha').fill(tenant.admin.password);
    await admin.getByRole('button', { name: 'Entrar' }).click();
    await admin.getByRole('heading', { name: 'Visão geral' }).waitFor();
    await admin.getByRole('link', { name: 'Funcionários' }).click();
    await admin.getByRole('button', { name: 'Convidar para o portal Ana Souza' }).click();
    const link = await admin.getByLabel('Link do convite').inputValue();
    expect(link).toMatch(new RegExp(`^${base}/portal/invitation#token=[0-9A-Za-z]{43}$`));

    // Ana, on a phone, with her location granted.
    const phone = await newPage({
      viewport: { width: 390, height: 844 },
      permissions: ['geolocation'],
      geolocation: { latitude: -23.5614, longitude: -46.6559, accuracy: 15 },
    });
    const response = await phone.goto(link);
    expect(response!.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    await phone.getByText('Olá, Ana Souza!').waitFor();
    await phone.getByLabel('Nova senha (mínimo de 12 caracteres)').fill('senha do portal da Ana');
    await phone.getByLabel('Repita a senha').fill('senha do portal da Ana');
    await phone.getByRole('button', { name: 'Salvar e entrar' }).click();
    await phone.getByRole('heading', { name: 'Olá, Ana Souza' }).waitFor();
    expect(new URL(phone.url()).pathname).toMatch(/^\/portal\/?$/);
    await phone.getByText('Nenhuma marcação nas últimas 48 horas.').waitFor();
    expect(await phone.content()).not.toContain(brunoMark);

    // The link worked once: opened again, it says so.
    const again = await newPage({ viewport: { width: 390, height: 844 } });
    await again.goto(link);
    await again.getByRole('alert').getByText('Este link já foi usado').waitFor();

    await phone.getByRole('button', { name: 'Registrar ponto' }).click();
    await phone.getByRole('status').getByText('Marcação registrada').waitFor();
    await phone.getByText('Com sua localização.').waitFor();
    const own = phone.locator('ul.marks li');
    await expect.poll(() => own.count()).toBe(1);
    const markId = await own.first().getAttribute('data-mark-id');
    const mark = (await api('GET', `/v1/time-entries/${markId}`)).json();
    expect(mark).toMatchObject({
      employeeId: ana,
      source: 'web',
      location: { latitude: -23.5614, longitude: -46.6559, accuracyMeters: 15 },
    });
    // Another employee's ids, asked for from Ana's signed-in browser, are 404.
    const strangers = await phone.evaluate(
      (id) =>
        Promise.all(
          [`/portal/api/time-entries/${id}`, `/portal/api/time-entries/${id}/receipt`].map(
            async (url) => (await fetch(url, { credentials: 'same-origin' })).status,
          ),
        ),
      brunoMark,
    );
    expect(strangers).toEqual([404, 404]);

    // The mark's receipt, right after marking.
    const [receipt] = await Promise.all([
      phone.waitForEvent('download'),
      own.first().getByRole('link', { name: 'Comprovante (PDF)' }).click(),
    ]);
    expect(receipt.suggestedFilename()).toBe(
      `comprovante-ponto-nsr-${String(mark.nsr).padStart(9, '0')}.pdf`,
    );
    const receiptBytes = fs.readFileSync(await receipt.path());
    expect(receiptBytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // Usable on a 390 px phone: nothing wider than the screen.
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // My days: today's treated day has the mark, as an entry.
    await phone.getByRole('link', { name: 'Meus dias' }).click();
    await phone.getByRole('heading', { name: 'Meus dias' }).waitFor();
    await phone
      .locator('ul.days li')
      .first()
      .getByText(/^E \d\d:\d\d$/)
      .waitFor();

    // An absence request joins the admin's queue, filed by Ana.
    await phone.getByRole('link', { name: 'Solicitações' }).click();
    const absenceForm = phone.locator('details', { hasText: 'Informar uma ausência' });
    await absenceForm.getByLabel('Tipo').selectOption('medical_certificate');
    await absenceForm.getByLabel('De').fill('2026-12-01');
    await absenceForm.getByLabel('Até').fill('2026-12-02');
    await absenceForm.getByLabel('Motivo').fill('Atestado médico');
    await absenceForm.getByRole('button', { name: 'Solicitar a ausência' }).click();
    await phone.getByRole('status').getByText('Solicitação enviada').waitFor();
    await phone.locator('ul.requests li', { hasText: 'Atestado' }).getByText('Pendente').waitFor();
    const queue = (await api('GET', '/v1/absences?status=pending')).json();
    expect(queue).toEqual([
      expect.objectContaining({
        employeeId: ana,
        from: '2026-12-01',
        requestedBy: { type: 'employee', id: ana },
      }),
    ]);

    // The closed month: open the PDF, then acknowledge it.
    await phone.getByRole('link', { name: 'Espelho' }).click();
    const october = phone.locator('ul.periods li', { hasText: '2026-10-01' });
    const [download] = await Promise.all([
      phone.waitForEvent('download'),
      october.getByRole('button', { name: 'Abrir PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('espelho-2026-10-01-2026-10-31.pdf');
    await october.getByRole('button', { name: 'Dar ciência' }).click();
    await october.getByText(/^Ciência dada em/).waitFor();
    const periodId = closed.json<{ id: string }>().id;
    const acknowledgements = (await api('GET', `/v1/periods/${periodId}/acknowledgements`)).json();
    expect(acknowledgements).toEqual([
      expect.objectContaining({
        employeeId: ana,
        sha256: await october.locator('code.hash').textContent(),
        location: { latitude: -23.5614, longitude: -46.6559, accuracyMeters: 15 },
      }),
    ]);
    expect(acknowledgements[0].userAgent).toContain('Chrome');

    // The admin sees who acknowledged, where the periods are shown.
    await admin.getByRole('link', { name: 'Banco de horas' }).click();
    await admin.getByRole('button', { name: 'Ciências' }).click();
    await admin.getByRole('region', { name: 'Ciências' }).getByRole('cell', { name: 'Ana Souza' }).waitFor();
  });
});
