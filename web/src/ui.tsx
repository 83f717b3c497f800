import { type ReactNode, type SelectHTMLAttributes, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ProblemError } from './api.js';
import { LANGUAGES } from './i18n.js';
import { fieldErrorText, problemText } from './problems.js';
import { useSession } from './session.js';
import { placeOf } from './zones.js';

/** The browser tab's title: the page's name, the company and the product, so tabs and history tell pages apart. */
export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/** Loading, failure and empty states of a read, then its content. */
export function Loaded<T>({
  query,
  empty,
  children,
}: {
  query: { data: T | undefined; isError: boolean; refetch: () => unknown };
  empty?: string | ((data: T) => string | null);
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isError) {
    return (
      <p role="alert">
        {t('errors.generic')} <button onClick={() => void query.refetch()}>{t('app.retry')}</button>
      </p>
    );
  }
  if (query.data === undefined) return <p aria-busy="true">{t('app.loading')}</p>;
  const emptyText =
    typeof empty === 'function'
      ? empty(query.data)
      : Array.isArray(query.data) && query.data.length === 0
        ? (empty ?? null)
        : null;
  if (emptyText) return <p className="empty">{emptyText}</p>;
  return <>{children(query.data)}</>;
}

/**
 * The message the API gave for one field, next to that field, and tied to it: the form's control named
 * `field` gets `aria-describedby` pointing at the message (and `aria-invalid`), so a screen reader reads the
 * error with the field. Done from here so every form gets it without wiring ids by hand.
 */
export function FieldProblem({ problem, field }: { problem: ProblemError | null; field: string }) {
  const error = problem?.fieldError(field);
  const id = useId();
  const ref = useRef<HTMLParagraphElement>(null);
  const shown = error !== undefined;
  useEffect(() => {
    const control = ref.current?.closest('form')?.elements.namedItem(field);
    if (!shown || !(control instanceof HTMLElement)) return;
    const described = (control.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
    control.setAttribute('aria-describedby', [...described, id].join(' '));
    const ownInvalid = control.hasAttribute('aria-invalid');
    if (!ownInvalid) control.setAttribute('aria-invalid', 'true');
    return () => {
      const rest = (control.getAttribute('aria-describedby') ?? '').split(' ').filter((x) => x && x !== id);
      if (rest.length > 0) control.setAttribute('aria-describedby', rest.join(' '));
      else control.removeAttribute('aria-describedby');
      if (!ownInvalid) control.removeAttribute('aria-invalid');
    };
  }, [shown, field, id]);
  return error ? (
    <p className="error" id={id} ref={ref}>
      {fieldErrorText(error)}
    </p>
  ) : null;
}

/** A failure that names no field: shown where the form's button is. */
export function FormProblem({ problem }: { problem: ProblemError | null }) {
  if (!problem || problem.errors.length > 0) return null;
  return (
    <p className="error" role="alert">
      {problemText(problem)}
    </p>
  );
}

/** Runs a change, keeping its ProblemError for the form to show. */
export async function attempt(
  setProblem: (problem: ProblemError | null) => void,
  change: () => Promise<unknown>,
): Promise<boolean> {
  setProblem(null);
  try {
    await change();
    return true;
  } catch (failure) {
    setProblem(failure instanceof ProblemError ? failure : new ProblemError(0, 'error', String(failure)));
    return false;
  }
}

/**
 * A labelled select. The label points at the select (`for`) instead of wrapping it, so the select's
 * accessible name is the label alone, not the label plus the chosen option.
 */
export function Select({
  label,
  className,
  children,
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> & { label: string }) {
  const id = useId();
  return (
    <div className={`field ${className ?? ''}`}>
      <label htmlFor={id}>{label}</label>
      <select id={id} {...props}>
        {children}
      </select>
    </div>
  );
}

/** A table with its header row; `false` entries drop a column (a viewer has no actions column). */
/**
 * A table of rows; `stacked`, on a phone each row becomes a card, each cell under its header (the cells'
 * `data-label`), so a row's actions stay on screen instead of scrolling off to the side. A stacked table
 * spells out its roles (and its rows and cells theirs): a browser drops the table semantics of elements that
 * CSS displays as blocks.
 */
export function Table({
  headers,
  stacked = false,
  children,
}: {
  headers: (string | false)[];
  stacked?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={stacked ? 'table-wrap stacked' : 'table-wrap'}>
      <table role={stacked ? 'table' : undefined}>
        <thead role={stacked ? 'rowgroup' : undefined}>
          <tr role={stacked ? 'row' : undefined}>
            {headers
              .filter((h): h is string => h !== false)
              .map((header) => (
                <th key={header} role={stacked ? 'columnheader' : undefined}>
                  {header}
                </th>
              ))}
          </tr>
        </thead>
        <tbody role={stacked ? 'rowgroup' : undefined}>{children}</tbody>
      </table>
    </div>
  );
}

/** The interface's language, kept in this browser (the dashboard's and the portal's). */
export function LanguagePicker() {
  const { t, i18n } = useTranslation();
  return (
    <Select
      label={t('layout.language')}
      className="inline"
      value={i18n.resolvedLanguage}
      onChange={(e) => void i18n.changeLanguage(e.target.value)}
    >
      {LANGUAGES.map((l) => (
        <option key={l.code} value={l.code}>
          {l.label}
        </option>
      ))}
    </Select>
  );
}

/**
 * The zone of the times beside it, named only when it is not the tenant's (a Manaus employee's marks in a
 * São Paulo company), so a time is never read in the wrong zone.
 */
export function ZoneLabel({ zone }: { zone: string }) {
  const { t } = useTranslation();
  const { session } = useSession();
  if (zone === session.tenant.timezone) return null;
  return (
    <small className="zone" title={zone}>
      ({t('common.zoneOf', { place: placeOf(zone) })})
    </small>
  );
}

/**
 * A modal dialog (the browser's own `<dialog>`: focus kept inside, Escape closes it), instead of
 * `window.prompt`, whose text can neither be translated around nor validated.
 */
export function Dialog({
  open,
  title,
  onClose,
  children,
  wide = false,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** For reading (a delivery's bodies) rather than a question: as wide as the screen allows. */
  wide?: boolean;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog ref={ref} aria-labelledby={titleId} onClose={onClose} className={wide ? 'wide' : undefined}>
      <h2 id={titleId}>{title}</h2>
      {open && children}
    </dialog>
  );
}
