// page.evaluate callbacks run in the browser.
/// <reference lib="dom" />
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DashboardSuite, SCREENSHOTS, startDashboardSuite } from '../support/browser.js';
import type { Receiver } from '../support/receiver.js';
import { nextCpf } from '../support/fixtures.js';
import type { SeededTenant, TestApp } from '../support/harness.js';

/**
 * The dashboard's overview, its feedback and its phone layout (issue 26, docs/decisions/035): the day at a
 * glance with the API's numbers, every page at 390 px in both languages with no sideways scrolling, page
 * titles and the skip link, and the webhook deliveries paged with the page in the URL.
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
    },
    { receiver: true },
  );
  ({ t, base } = suite);
  receiver = suite.receiver!;
});
afterAll(() => suite?.close());

const openPage = (locale: 'pt-BR' | 'en', width = 1366) => suite.openPage({ locale, width });

async function signIn(page: Page, tenant: SeededTenant) {
  await page.goto(`${base}/?company=${tenant.tenantId}`);
  await page.locator('input[type=email]').fill(tenant.admin.email);
  await page.locator('input[type=password]').fill(tenant.admin.password);
  await page.locator('form button[type=submit]').click();
  await page.locator('main h1').waitFor();
}

/** A São Paulo tenant with a key, and a helper to call the API as it. */
async function company() {
  const tenant = await t.seedTenant({ name: 'Padaria Conceição', timezone: 'America/Sao_Paulo' });
  const { key } = await tenant.key();
  const call = async <T = { id: string }>(method: 'GET' | 'POST', url: string, payload?: object) => {
    const response = await t.request({ method, url, key, ...(payload ? { payload } : {}) });
    expect(response.statusCode, response.body).toBeLessThan(300);
    return { body: response.json<T>(), link: String(response.headers.link ?? '') };
  };
  return { tenant, key, call };
}

/** An instant `minutesAgo` before now, as the API takes it (seconds, an offset). */
const ago = (minutesAgo: number) =>
  new Date(Date.now() - minutesAgo * 60_000).toISOString().replace(/\.\d{3}Z$/, 'Z');

describe('the overview', () => {
  it('shows the day at a glance with the API’s numbers, in pt-BR', async () => {
    const { tenant, call } = await company();
    const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
    // Scheduled from midnight every day, so "should have started" and "after the schedule" hold at any hour.
    const allDay = [{ start: '00:00', end: '23:59' }];
    const schedule = Object.fromEntries(
      ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((day) => [day, allDay]),
    );
    const hire = async (name: string, cpf: string) =>
      (await call('POST', '/v1/employees', { name, cpf, schedule })).body.id;
    const ana = await hire('Ana Souza', '52998224725');
    const bruno = await hire('Bruno Lima', '11144477735');
    const carla = await hire('Carla Dias', '02973937078');
    const eva = await hire('Eva Rocha', '39053344705');
    // Ana is in (one mark), Bruno came and left, Carla has not marked, Eva is on vacation today.
    await call('POST', '/v1/time-entries', { employeeId: ana, occurredAt: ago(3) });
    await call('POST', '/v1/time-entries', { employeeId: bruno, occurredAt: ago(5) });
    await call('POST', '/v1/time-entries', { employeeId: bruno, occurredAt: ago(4) });
    const vacation = await call('POST', '/v1/absences', {
      employeeId: eva,
      type: 'vacation',
      from: date,
      to: date,
      reason: 'Férias combinadas',
    });
    await call('POST', `/v1/absences/${vacation.body.id}/approve`);
    // Two pending adjustments and one pending absence wait in the queues.
    for (const minutes of [30, 20])
      await call('POST', '/v1/adjustments', {
        employeeId: carla,
        type: 'add',
        occurredAt: ago(minutes),
        reason: 'Esqueceu de marcar',
      });
    await call('POST', '/v1/absences', {
      employeeId: carla,
      type: 'day_off',
      from: date,
      to: date,
      reason: 'Folga pedida',
    });
    // Carla marked once on the 1st of the month, which is an incomplete day unless the 1st is today.
    const monthStart = `${date.slice(0, 8)}01`;
    await call('POST', '/v1/time-entries', { employeeId: carla, occurredAt: `${monthStart}T10:00:00-03:00` });
    const incompleteDays = monthStart === date ? 0 : 1;
    const pendingAdjustments = (await call<unknown[]>('GET', '/v1/adjustments?status=pending')).body.length;
    const pendingAbsences = (await call<unknown[]>('GET', '/v1/absences?status=pending')).body.length;
    expect([pendingAdjustments, pendingAbsences]).toEqual([2, 1]);

    const page = await openPage('pt-BR');
    await signIn(page, tenant);
    await page.getByRole('heading', { name: 'Visão geral', level: 1 }).waitFor();
    const count = (id: string) => page.getByTestId(id).textContent();
    await expect.poll(() => count('clocked-in')).toBe('1');
    await expect.poll(() => count('not-marked')).toBe('1');
    await expect.poll(() => count('late')).toBe('2');
    await expect.poll(() => count('off')).toBe('1');
    await expect.poll(() => count('incomplete')).toBe(String(incompleteDays));
    await expect.poll(() => count('pending-adjustments')).toBe(String(pendingAdjustments));
    await expect.poll(() => count('pending-absences')).toBe(String(pendingAbsences));
    await expect.poll(() => count('failing-webhooks')).toBe('0');
    const tile = (name: string) => page.getByRole('region', { name });
    await tile('Em serviço agora').getByText('Ana Souza').waitFor();
    await tile('Sem marcação, mas já na jornada').getByText('Carla Dias — jornada desde 00:00').waitFor();
    await tile('De folga hoje (descanso, feriado, ausência)').getByText('Eva Rocha — Ausência').waitFor();
    if (incompleteDays > 0)
      await tile('Dias incompletos neste mês')
        .getByText(/^Carla Dias — .*, 01\//)
        .waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/overview-pt-BR-1366.png`, fullPage: true });
    await page.getByRole('link', { name: 'Abrir a fila' }).first().click();
    await page.getByRole('heading', { name: 'Ajustes', level: 1 }).waitFor();
    await expect.poll(() => page.locator('tbody tr').count()).toBe(pendingAdjustments);
  });

  it('counts everyone but names the first 20 of a tile, in en', async () => {
    const { tenant, call } = await company();
    const hired = await call<{ results: { id: string }[] }>('POST', '/v1/employees/batch', {
      items: Array.from({ length: 23 }, (_, i) => ({
        name: `Worker ${String(i).padStart(2, '0')}`,
        cpf: nextCpf(),
      })),
    });
    await call('POST', '/v1/time-entries/batch', {
      items: hired.body.results.map(({ id }) => ({ employeeId: id, occurredAt: ago(2) })),
    });

    const page = await openPage('en');
    await signIn(page, tenant);
    await expect.poll(() => page.getByTestId('clocked-in').textContent()).toBe('23');
    const names = page.getByRole('region', { name: 'Clocked in now' }).locator('li');
    await expect.poll(() => names.count()).toBe(21);
    expect(await names.last().textContent()).toBe('and 3 more');
  });
});

describe('every page on a phone and a desktop, in both languages', () => {
  for (const [locale, home, width] of [
    ['pt-BR', 'Visão geral', 390],
    ['en', 'Overview', 390],
    ['pt-BR', 'Visão geral', 1366],
    ['en', 'Overview', 1366],
  ] as const) {
    const phone = width === 390;
    it(`at ${width} px in ${locale}: ${phone ? 'the menu folds, ' : ''}no page scrolls sideways, each page has its title`, async () => {
      const { tenant, call } = await company();
      // Something in the tables, so a wide row would show.
      await call('POST', '/v1/employees', { name: 'Ana Conceição de Albuquerque', cpf: '52998224725' });
      const page = await openPage(locale, width);
      await signIn(page, tenant);
      await page.getByRole('heading', { name: home, level: 1 }).waitFor();

      // The skip link is the first thing a keyboard reaches, and takes the focus to the content.
      await page.keyboard.press('Tab');
      await expect.poll(() => page.evaluate(() => document.activeElement?.className)).toBe('skip-link');
      await page.keyboard.press('Enter');
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('content');

      const nav = page.locator('#menu');
      const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
      const links = await page
        .locator('#menu a')
        .evaluateAll((anchors) =>
          anchors.map((a) => ({ href: a.getAttribute('href')!, text: a.textContent })),
        );
      expect(links.length).toBeGreaterThan(10);
      // On a phone the menu is folded, not on screen until asked for; on a desktop it is always there.
      await expect.poll(() => nav.isVisible()).toBe(!phone);
      await expect.poll(() => menuButton.isVisible()).toBe(phone);
      for (const link of links) {
        if (phone) await menuButton.click();
        await page.locator('#menu').getByRole('link', { name: link.text, exact: true }).click();
        await expect.poll(() => new URL(page.url()).pathname).toBe(link.href);
        await page.locator('main h1').waitFor();
        await expect.poll(() => page.title()).toBe(`${link.text} · Padaria Conceição · Pontual`);
        // Reads that fill in later (tables) are waited for before measuring.
        await expect.poll(() => page.locator('main [aria-busy="true"]').count()).toBe(0);
        const { overflow, widest } = await page.evaluate(() => {
          const width = document.documentElement.clientWidth;
          // What sticks out, named in the failure: the outermost elements past the right edge.
          const widest = [...document.querySelectorAll('body *')]
            .filter((e) => e.getBoundingClientRect().right > width + 0.5)
            .filter((e) => !(e.parentElement && e.parentElement.getBoundingClientRect().right > width + 0.5))
            .map((e) => `${e.tagName.toLowerCase()}.${e.className}`)
            .slice(0, 5);
          return { overflow: document.documentElement.scrollWidth - width, widest };
        });
        expect(overflow, `${link.href}: ${widest.join(', ')}`).toBeLessThanOrEqual(0);
        const name = link.href === '/' ? 'overview' : link.href.slice(1).replaceAll('/', '-');
        await page.screenshot({ path: `${SCREENSHOTS}/${name}-${locale}-${width}.png`, fullPage: true });
      }
    });
  }

  it('at 390 px the adjustments queue is a card per request, its buttons on screen', async () => {
    const { tenant, call } = await company();
    const { body: employee } = await call('POST', '/v1/employees', {
      name: 'Rita Moraes',
      cpf: '52998224725',
    });
    await call('POST', '/v1/adjustments', {
      employeeId: employee.id,
      type: 'add',
      occurredAt: ago(60),
      reason: 'Esqueceu de marcar a entrada',
    });
    const page = await openPage('pt-BR', 390);
    await signIn(page, tenant);
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.getByRole('link', { name: 'Ajustes' }).click();
    const request = page.getByRole('row', { name: /Esqueceu de marcar a entrada/ });
    await request.getByText('Rita Moraes').waitFor();
    const approve = await request.getByRole('button', { name: /^Aprovar/ }).boundingBox();
    expect(approve!.x + approve!.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: `${SCREENSHOTS}/adjustments-queue-pt-BR-390.png`, fullPage: true });
  });
});

describe('webhook deliveries', () => {
  it('are paged, the page and the open webhook kept in the URL across a reload', async () => {
    const { tenant, call } = await company();
    const webhook = await call('POST', '/v1/webhooks', { url: receiver.url, events: ['time_entry.created'] });
    for (let i = 0; i < 26; i++) await call('POST', `/v1/webhooks/${webhook.body.id}/test`);
    await expect
      .poll(
        async () =>
          (await call<unknown[]>('GET', `/v1/webhooks/${webhook.body.id}/deliveries?limit=100`)).body.length,
        { timeout: 20_000 },
      )
      .toBe(26);

    const page = await openPage('pt-BR');
    await signIn(page, tenant);
    await page.getByRole('link', { name: 'Webhooks', exact: true }).click();
    const card = page.getByRole('article', { name: receiver.url });
    await card.getByRole('button', { name: 'Entregas' }).click();
    const rows = card.locator('tbody tr');
    await card.getByText('Página 1').waitFor();
    await expect.poll(() => rows.count()).toBe(25);
    await card.getByRole('button', { name: 'Próxima página' }).click();
    await card.getByText('Página 2').waitFor();
    await expect.poll(() => rows.count()).toBe(1);
    await page.reload();
    await page.getByRole('article', { name: receiver.url }).getByText('Página 2').waitFor();
    await expect.poll(() => rows.count()).toBe(1);
    expect(new URL(page.url()).searchParams.get('deliveries')).toBe(webhook.body.id);

    // Rotating the secret breaks the receiver at once: it is asked first, and Escape leaves it alone.
    await card.getByRole('button', { name: 'Trocar segredo' }).click();
    const question = page.getByRole('dialog', { name: 'Trocar segredo' });
    await question.getByText('deixa de valer na hora').waitFor();
    await page.keyboard.press('Escape');
    await question.waitFor({ state: 'hidden' });
    await expect(page.getByTestId('webhook-secret').count()).resolves.toBe(0);
    await card.getByRole('button', { name: 'Trocar segredo' }).click();
    await question.getByRole('button', { name: 'Trocar segredo' }).click();
    await expect.poll(() => page.getByTestId('webhook-secret').textContent()).toMatch(/^whsec_/);
    await page.getByRole('status').getByText('Segredo trocado: copie o novo agora.').waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/webhooks-pt-BR-1366.png`, fullPage: true });
  });
});
