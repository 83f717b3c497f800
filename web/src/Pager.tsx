import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

/**
 * The list's page and filters live in the URL (`?cursor=…&status=…`), so a reload, a shared link or the
 * browser's back button shows the same page. The API pages by cursor (docs/api.md, "Lists"): the next page's
 * cursor comes from its `Link` header; going back a page is the browser's back.
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  /** A filter changed: back to the first page. */
  const setFilter = useCallback(
    (name: string, value: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set(name, value);
          else next.delete(name);
          next.delete('cursor');
          next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const page = Number(params.get('page') ?? '1');
  const goTo = (cursor: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (cursor) {
        next.set('cursor', cursor);
        next.set('page', String(page + 1));
      } else {
        next.delete('cursor');
        next.delete('page');
      }
      return next;
    });
  return { params, setFilter, page, cursor: params.get('cursor'), goTo };
}

/** "Página N", the first page and the next one. */
export function Pager({
  page,
  nextCursor,
  goTo,
}: {
  page: number;
  nextCursor: string | null;
  goTo: (cursor: string | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <nav className="pager actions" aria-label={t('paging.label')}>
      <span>{t('paging.page', { page })}</span>
      {page > 1 && (
        <button type="button" className="secondary" onClick={() => goTo(null)}>
          {t('paging.first')}
        </button>
      )}
      {nextCursor && (
        <button type="button" onClick={() => goTo(nextCursor)}>
          {t('paging.next')}
        </button>
      )}
    </nav>
  );
}

/**
 * A text filter typed into a field: shown as typed, put into the URL (and so asked of the API) once typing
 * pauses for 300 ms, so a search does not send a request per keystroke.
 */
export function useDebouncedFilter(
  name: string,
  params: URLSearchParams,
  setFilter: (name: string, value: string) => void,
): [string, (text: string) => void] {
  const [text, setText] = useState(params.get(name) ?? '');
  const applied = params.get(name) ?? '';
  useEffect(() => {
    if (text.trim() === applied) return;
    const timer = setTimeout(() => setFilter(name, text.trim()), 300);
    return () => clearTimeout(timer);
  }, [text, applied, name, setFilter]);
  return [text, setText];
}

/** The same pause for a value kept in the page (a picker's search). */
export function useDebounced<T>(value: T): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), 300);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}
