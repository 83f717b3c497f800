import { useCallback, useEffect, useState } from 'react';
import { api } from './api.js';

/** A list read from the dashboard API, with its loading and error states and a way to read it again. */
export function useList<T>(path: string) {
  const [items, setItems] = useState<T[] | null>(null);
  const [error, setError] = useState(false);
  const reload = useCallback(() => {
    setError(false);
    api<T[]>('GET', path)
      .then(setItems)
      .catch(() => setError(true));
  }, [path]);
  useEffect(() => {
    setItems(null);
    reload();
  }, [reload]);
  return { items, error, reload };
}
