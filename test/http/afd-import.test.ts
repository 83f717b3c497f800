import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crc16Modbus } from '../../src/legal/afd.js';
import { isValidPis } from '../../src/legal/documents.js';
import { nextCpf } from '../support/fixtures.js';
import { createTestApp, problem, type SeededTenant, type TestApp } from '../support/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PONTUAL_RATE_LIMIT_PER_MINUTE: '100000' });
});
afterAll(() => t.close());

/** Imports of 10,000 lines on a busy machine, both engines. */
const LONG = 240_000;
const SERIAL = '00004003650006783';
const LINES = 10_000;

let pisCounter = 0;
/** A fresh valid PIS (its check digit found by trying each). */
function nextPis(): string {
  pisCounter++;
  const base = String(1_200_000_000 + ((process.pid * 13 + pisCounter * 7919) % 700_000_000)).slice(0, 10);
  for (let digit = 0; digit < 10; digit++) if (isValidPis(`${base}${digit}`)) return `${base}${digit}`;
  throw new Error('no PIS check digit');
}

const withModbus = (record: string) =>
  record + crc16Modbus(Buffer.from(record, 'latin1')).toString(16).toUpperCase().padStart(4, '0');
const nsr = (n: number) => String(n).padStart(9, '0');
const two = (n: number) => String(n).padStart(2, '0');
/** `AAAA-MM-ddThh:mm:00-0300` of a São Paulo wall-clock minute counted from 2026-10-01 00:00. */
function dh671(minute: number): string {
  const at = new Date(Date.UTC(2026, 9, 1, 3) + minute * 60_000 - 3 * 3_600_000);
  return `${at.getUTCFullYear()}-${two(at.getUTCMonth() + 1)}-${two(at.getUTCDate())}T${two(at.getUTCHours())}:${two(at.getUTCMinutes())}:00-0300`;
}
/** The UTC instant of the same minute, as the API writes it. */
const instantOf = (minute: number) => new Date(Date.UTC(2026, 9, 1, 3) + minute * 60_000).toISOString();

interface Plan {
  /** Lines (1-based) whose CRC is broken, whose worker is unknown, whose date is in the future. */
  badCrc: number[];
  unknown: number[];
  future: number[];
  /** Mark lines and what each should become: its line, NSR, worker index and minute. */
  marks: { line: number; nsr: number; worker: number; minute: number }[];
}

/**
 * A REP-C AFD (Portaria 671, layout 003) of LINES lines, shaped like the real file S14 (reference §2.2): the
 * header, employee records (type 5) and events (type 6) among the marks (type 3), the trailer and a signature
 * line; CRC-16/MODBUS on types 1 to 5, CPFs left-aligned (a few zero-padded, as some clocks write them).
 */
function afd671(cpfs: string[], plan: Plan): Buffer {
  const out = [
    withModbus(
      '000000000' +
        '1' +
        '1' +
        '12345678000195'.padEnd(14) +
        ''.padEnd(14) +
        'PADARIA PÃO QUENTE LTDA'.padEnd(150) +
        SERIAL +
        '2026-10-01' +
        '2026-11-20' +
        '2026-11-20T18:00:00-0300' +
        '003' +
        '1' +
        '07123456000190'.padEnd(14) +
        'IDCLASS 671'.padEnd(30),
    ),
  ];
  let next = 1;
  const unknownCpf = nextCpf();
  while (out.length < LINES - 2) {
    const line = out.length + 1;
    const n = next++;
    if (line % 1000 === 2) {
      out.push(
        withModbus(
          nsr(n) +
            '5' +
            dh671(line) +
            'I' +
            cpfs[line % cpfs.length]!.padEnd(12) +
            'JOSÉ DA SILVA'.padEnd(52) +
            '0110' +
            '02973937078',
        ),
      );
    } else if (line % 1000 === 3) {
      out.push(nsr(n) + '6' + dh671(line) + '02');
    } else {
      const worker = line % cpfs.length;
      let minute = line * 7;
      let cpf = line % 97 === 0 ? `0${cpfs[worker]}` : cpfs[worker]!;
      if (plan.unknown.includes(line)) cpf = unknownCpf;
      if (plan.future.includes(line)) minute = 600 * 24 * 60;
      let record = withModbus(nsr(n) + '3' + dh671(minute) + cpf.padEnd(12));
      if (plan.badCrc.includes(line))
        record = record.slice(0, -4) + (record.endsWith('0000') ? 'FFFF' : '0000');
      out.push(record);
      if (!plan.badCrc.includes(line) && !plan.unknown.includes(line) && !plan.future.includes(line))
        plan.marks.push({ line, nsr: n, worker, minute });
    }
  }
  out.push('999999999' + nsr(0) + nsr(next - 1) + nsr(0) + nsr(0) + nsr(0) + nsr(0) + '9');
  out.push('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'.repeat(5).slice(0, 154));
  return Buffer.from(out.map((line) => `${line}\r\n`).join(''), 'latin1');
}

/** The same in the Portaria 1510 layout: PIS instead of CPF, local `ddmmaaaa hhmm`, no CRCs. */
function afd1510(pisNumbers: string[], plan: Plan & { badLength: number[] }): Buffer {
  const out = [
    '000000000' +
      '1' +
      '1' +
      '12345678000195' +
      ''.padEnd(12) +
      'PADARIA PÃO QUENTE LTDA'.padEnd(150) +
      SERIAL +
      '01102026' +
      '20112026' +
      '20112026' +
      '1800',
  ];
  let next = 1;
  const unknownPis = nextPis();
  const local = (minute: number) => {
    const [date, time] = dh671(minute).split('T') as [string, string];
    const [year, month, day] = date.split('-');
    return `${day}${month}${year}${time.slice(0, 2)}${time.slice(3, 5)}`;
  };
  while (out.length < LINES - 1) {
    const line = out.length + 1;
    const n = next++;
    if (line % 1000 === 2) {
      out.push(nsr(n) + '5' + '01102026' + '0800' + 'I' + `0${pisNumbers[0]}` + 'MARIA'.padEnd(52));
      continue;
    }
    const worker = line % pisNumbers.length;
    let minute = line * 7;
    let pis = `0${pisNumbers[worker]}`;
    if (plan.unknown.includes(line)) pis = `0${unknownPis}`;
    if (plan.future.includes(line)) minute = 600 * 24 * 60;
    let record = nsr(n) + '3' + local(minute) + pis;
    if (plan.badLength.includes(line)) record = record.slice(0, -1);
    out.push(record);
    if (!plan.badLength.includes(line) && !plan.unknown.includes(line) && !plan.future.includes(line))
      plan.marks.push({ line, nsr: n, worker, minute });
  }
  out.push('999999999' + nsr(0) + nsr(next - 1) + nsr(0) + nsr(0) + '9');
  return Buffer.from(out.map((line) => `${line}\r\n`).join(''), 'latin1');
}

interface ImportView {
  id: string;
  status: string;
  layout: string | null;
  deviceId: string | null;
  lines: number;
  marks: number;
  created: number;
  duplicates: number;
  problems: number;
  firstProblems: { line: number; message: string }[];
  finishedAt: string | null;
}

function upload(key: string, file: Buffer, contentType = 'text/plain; charset=ISO-8859-1') {
  return t.request({
    method: 'POST',
    url: '/v1/imports/afd',
    key,
    headers: { 'content-type': contentType },
    payload: file,
  });
}

/** Reads the import until it has finished (the runner works in the background). */
async function finished(key: string, id: string): Promise<ImportView> {
  for (;;) {
    const response = await t.request({ method: 'GET', url: `/v1/imports/${id}`, key });
    expect(response.statusCode).toBe(200);
    const view = response.json<ImportView>();
    if (view.status === 'done' || view.status === 'failed') return view;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function importFile(key: string, file: Buffer, contentType?: string) {
  const response = await upload(key, file, contentType);
  expect(response.statusCode, response.body).toBe(202);
  const queued = response.json<{ id: string; status: string }>();
  expect(queued.status).toBe('queued');
  return finished(key, queued.id);
}

/** Ten employees hired in one batch; their ids in order. */
async function hireTen(key: string, fields: (i: number) => Record<string, unknown>) {
  const response = await t.request({
    method: 'POST',
    url: '/v1/employees/batch',
    key,
    payload: { items: Array.from({ length: 10 }, (_, i) => ({ name: `Worker ${i}`, ...fields(i) })) },
  });
  const { results } = response.json<{ results: { status: number; id: string }[] }>();
  expect(results.every((r) => r.status === 201)).toBe(true);
  return results.map((r) => r.id);
}

const marksOf = (tenant: SeededTenant) =>
  t.app.deps.database.db
    .selectFrom('timeEntries')
    .select(['externalId', 'employeeId', 'occurredAt', 'source', 'rep', 'deviceId'])
    .where('tenantId', '=', tenant.tenantId)
    .where('environment', '=', 'live')
    .execute();

describe('POST /v1/imports/afd', () => {
  it(
    'a Portaria 671 file of 10,000 lines: marks matched by CPF; bad CRCs, unknown CPFs and future dates are problems; a repeat creates nothing',
    async () => {
      const tenant = await t.seedTenant();
      const { key } = await tenant.key();
      const cpfs = Array.from({ length: 10 }, () => nextCpf());
      const employees = await hireTen(key, (i) => ({ cpf: cpfs[i] }));
      const plan: Plan = { badCrc: [50, 4321, 9000], unknown: [77, 5000], future: [1234], marks: [] };
      const file = afd671(cpfs, plan);

      const view = await importFile(key, file);
      const problems = [...plan.badCrc, ...plan.unknown, ...plan.future].sort((a, b) => a - b);
      expect(view).toMatchObject({
        status: 'done',
        layout: 'portaria-671',
        deviceId: SERIAL,
        lines: LINES,
        marks: plan.marks.length + plan.unknown.length + plan.future.length,
        created: plan.marks.length,
        duplicates: 0,
        problems: problems.length,
      });
      expect(view.firstProblems.map((p) => p.line)).toEqual(problems);
      expect(view.firstProblems.find((p) => p.line === 50)!.message).toBe(
        'the CRC-16 does not match the record',
      );
      expect(view.firstProblems.find((p) => p.line === 77)!.message).toMatch(/^no employee has CPF \d{11}$/);
      expect(view.firstProblems.find((p) => p.line === 1234)!.message).toContain('future');

      const stored = await marksOf(tenant);
      expect(stored).toHaveLength(plan.marks.length);
      const byExternalId = new Map(stored.map((mark) => [mark.externalId, mark]));
      for (const mark of [plan.marks[0]!, plan.marks[96]!, plan.marks.at(-1)!]) {
        expect(byExternalId.get(`${SERIAL}:${mark.nsr}`)).toEqual({
          externalId: `${SERIAL}:${mark.nsr}`,
          employeeId: employees[mark.worker],
          occurredAt: Date.parse(instantOf(mark.minute)),
          source: 'device',
          rep: 'rep_c',
          deviceId: SERIAL,
        });
      }
      const verify = await t.request({ method: 'GET', url: '/v1/time-entries/verify', key });
      expect(verify.json()).toMatchObject({ valid: true });

      const again = await importFile(key, file, 'application/octet-stream');
      expect(again).toMatchObject({
        status: 'done',
        marks: view.marks,
        created: 0,
        duplicates: plan.marks.length,
        problems: problems.length,
      });
      expect(await marksOf(tenant)).toHaveLength(plan.marks.length);
    },
    LONG,
  );

  it(
    'a Portaria 1510 file of 10,000 lines: marks matched by PIS, local times in the tenant’s zone; bad lines are problems',
    async () => {
      const tenant = await t.seedTenant();
      const { key } = await tenant.key();
      const pisNumbers = Array.from({ length: 10 }, () => nextPis());
      const employees = await hireTen(key, (i) => ({ cpf: nextCpf(), pis: pisNumbers[i] }));
      const plan: Plan & { badLength: number[] } = {
        badCrc: [],
        badLength: [10, 6000],
        unknown: [11],
        future: [9999],
        marks: [],
      };
      const view = await importFile(key, afd1510(pisNumbers, plan));
      const problems = [...plan.badLength, ...plan.unknown, ...plan.future].sort((a, b) => a - b);
      expect(view).toMatchObject({
        status: 'done',
        layout: 'portaria-1510',
        deviceId: SERIAL,
        lines: LINES,
        created: plan.marks.length,
        duplicates: 0,
        problems: problems.length,
      });
      expect(view.firstProblems.map((p) => p.line)).toEqual(problems);
      expect(view.firstProblems[0]!.message).toBe('a type-3 record must be 34 characters, not 33');
      const stored = await marksOf(tenant);
      const mark = plan.marks[500]!;
      expect(stored.find((s) => s.externalId === `${SERIAL}:${mark.nsr}`)).toMatchObject({
        employeeId: employees[mark.worker],
        // 1510 times are the clock's local time: São Paulo, the tenant's zone.
        occurredAt: Date.parse(instantOf(mark.minute)),
      });
    },
    LONG,
  );

  it(
    'survives its runner: an import whose lease ran out is taken over, one under a live lease is left alone',
    async () => {
      const tenant = await t.seedTenant();
      const { key } = await tenant.key();
      const cpfs = Array.from({ length: 10 }, () => nextCpf());
      await hireTen(key, (i) => ({ cpf: cpfs[i] }));
      const plan: Plan = { badCrc: [], unknown: [], future: [], marks: [] };
      const first = await importFile(key, afd671(cpfs, plan));
      expect(first.created).toBe(plan.marks.length);
      const db = t.app.deps.database.db;
      const orphan = {
        status: 'running' as const,
        leaseOwner: 'a process that died',
        nextMark: 0,
        marks: 0,
        created: 0,
        duplicates: 0,
        problems: 0,
        firstProblems: '[]',
        finishedAt: null,
      };

      await db
        .updateTable('afdImports')
        .set({ ...orphan, leaseOwner: 'a live process', leaseExpiresAt: Date.now() + 600_000 })
        .where('id', '=', first.id)
        .execute();
      await t.app.deps.afdImports.runPending();
      const held = await t.request({ method: 'GET', url: `/v1/imports/${first.id}`, key });
      expect(held.json()).toMatchObject({ status: 'running', created: 0 });

      await db
        .updateTable('afdImports')
        .set({ ...orphan, leaseExpiresAt: Date.now() - 1 })
        .where('id', '=', first.id)
        .execute();
      t.app.deps.afdImports.wake();
      expect(await finished(key, first.id)).toMatchObject({
        status: 'done',
        created: 0,
        duplicates: plan.marks.length,
      });
      expect(await marksOf(tenant)).toHaveLength(plan.marks.length);
    },
    LONG,
  );

  it('another tenant’s import, the other environment’s, or a malformed id is a 404', async () => {
    const a = await t.seedTenant();
    const b = await t.seedTenant();
    const { key: aLive } = await a.key();
    const { key: aTest } = await a.key({ environment: 'test' });
    const { key: bLive } = await b.key();
    const response = await upload(
      aLive,
      afd671([nextCpf()], { badCrc: [], unknown: [], future: [], marks: [] }).subarray(0, 304),
    );
    const { id } = response.json<{ id: string }>();
    for (const key of [bLive, aTest]) {
      const other = await t.request({ method: 'GET', url: `/v1/imports/${id}`, key });
      expect(other.statusCode).toBe(404);
      expect(problem(other).code).toBe('not_found');
    }
    expect((await t.request({ method: 'GET', url: '/v1/imports/nope', key: aLive })).statusCode).toBe(404);
    expect((await finished(aLive, id)).status).toBe('done');
  });

  it('400 empty, 415 for JSON, 413 past 16 MiB, 403 without time-entries:write; a body that is not an AFD is a 400, a file whose header cannot be read fails', async () => {
    const tenant = await t.seedTenant();
    const { key } = await tenant.key();
    expect((await upload(key, Buffer.alloc(0))).statusCode).toBe(400);
    const json = await t.request({ method: 'POST', url: '/v1/imports/afd', key, payload: { file: 'x' } });
    expect(json.statusCode).toBe(415);
    expect(problem(json).code).toBe('unsupported_media_type');
    const huge = await upload(key, Buffer.alloc(16 * 1024 * 1024 + 1, 0x30));
    expect(huge.statusCode).toBe(413);
    expect(problem(huge).detail).toContain('16 MiB');
    const { key: readOnly } = await tenant.key({ scopes: ['time-entries:read'] });
    const refused = await upload(readOnly, Buffer.from('0000000001'));
    expect(refused.statusCode).toBe(403);

    const notAfd = await upload(key, Buffer.from('name=Ana&cpf=52998224725', 'latin1'));
    expect(notAfd.statusCode).toBe(400);
    expect(problem(notAfd).errors).toEqual([
      { field: '(body)', message: 'is not an AFD: its first line must be the header (000000000 1…)' },
    ]);

    const failed = await importFile(key, Buffer.from('0000000001 but no header\r\n', 'latin1'));
    expect(failed).toMatchObject({
      status: 'failed',
      problems: 1,
      firstProblems: [
        {
          line: 1,
          message: 'line 1 is 24 characters: an AFD header has 302 (Portaria 671) or 232 (Portaria 1510)',
        },
      ],
    });
    expect(
      await t.app.deps.database.db
        .selectFrom('timeEntries')
        .select('id')
        .where('tenantId', '=', tenant.tenantId)
        .execute(),
    ).toEqual([]);
  });
});
