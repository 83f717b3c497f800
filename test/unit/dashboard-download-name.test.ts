import { describe, expect, it } from 'vitest';
import { downloadName } from '../../web/src/api.js';

describe('the name the dashboard saves a download as', () => {
  it('the UTF-8 `filename*` when there is one, as a browser would: the employee’s name as written', () => {
    expect(
      downloadName(
        `attachment; filename="espelho-ana-conceicao-2026-11-01-a-2026-11-30.csv"; filename*=UTF-8''espelho-Ana%20Concei%C3%A7%C3%A3o-2026-11-01-a-2026-11-30.csv`,
      ),
    ).toBe('espelho-Ana Conceição-2026-11-01-a-2026-11-30.csv');
  });

  it('else the ASCII `filename`, also when `filename*` is malformed; `download` without either', () => {
    expect(downloadName('attachment; filename="AFDT_1_2026-11-01_2026-11-30.txt"')).toBe(
      'AFDT_1_2026-11-01_2026-11-30.txt',
    );
    expect(downloadName(`attachment; filename="a.csv"; filename*=UTF-8''%E0%A4%A`)).toBe('a.csv');
    expect(downloadName('')).toBe('download');
  });
});
