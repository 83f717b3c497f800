import { QueryClient, useQuery } from '@tanstack/react-query';
import { api, type Environment, ProblemError, v1, v1Page } from './api.js';

export const queryClient = new QueryClient({
  defaultOptions: {
    // A 4xx will not turn into a 2xx by asking again.
    queries: { retry: (count, error) => !(error instanceof ProblemError && error.status < 500) && count < 2 },
  },
});

/** A list or object from the dashboard's own routes (keys, users, company). */
export function useDashboard<T>(path: string) {
  return useQuery({ queryKey: ['dashboard', path], queryFn: () => api<T>('GET', path) });
}

/** A read of the API through the dashboard's mirror, in an environment. */
export function useApi<T>(environment: Environment, path: string | null) {
  return useQuery({
    queryKey: ['v1', environment, path],
    queryFn: () => v1<T>(environment, 'GET', path!),
    enabled: path !== null,
  });
}

/** A page of a list through the mirror: its items and the next page's cursor. */
export function useApiPage<T>(environment: Environment, path: string) {
  return useQuery({
    queryKey: ['v1', environment, path],
    queryFn: () => v1Page<T>(environment, path),
  });
}

/** After a change: read again whatever the dashboard shows. */
export function refreshAll(): Promise<void> {
  return queryClient.invalidateQueries();
}
