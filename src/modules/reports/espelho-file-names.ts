import { asciiSlug, contentDisposition } from '../../platform/content-disposition.js';

/** Words of the slug kept in the ASCII name: the rest of the name goes in `filename*`. */
const MAX_SLUG_LENGTH = 60;

/** Whose espelho a file holds: one employee's, or (for every employee) the employer's. */
export interface EspelhoSubject {
  employee: { name: string } | null;
  tenant: { name: string };
  from: string;
  to: string;
}

const nameOf = (subject: EspelhoSubject) => subject.employee?.name ?? subject.tenant.name;

/**
 * An espelho's file name in ASCII, after the employee (or the employer) and the period:
 * `espelho-maria-da-conceicao-2026-11-01-a-2026-11-30.pdf`.
 */
export function espelhoFileName(subject: EspelhoSubject, extension: 'csv' | 'pdf'): string {
  const slug = asciiSlug(nameOf(subject), MAX_SLUG_LENGTH) || (subject.employee ? 'empregado' : 'empresa');
  return `espelho-${slug}-${subject.from}-a-${subject.to}.${extension}`;
}

/** The `Content-Disposition` of an espelho download: `espelhoFileName`, and the name as written in `filename*`. */
export function espelhoDisposition(
  subject: EspelhoSubject,
  extension: 'csv' | 'pdf',
  type: 'attachment' | 'inline' = 'attachment',
): string {
  return contentDisposition(type, espelhoFileName(subject, extension), [
    'espelho-',
    nameOf(subject),
    `-${subject.from}-a-${subject.to}.${extension}`,
  ]);
}
