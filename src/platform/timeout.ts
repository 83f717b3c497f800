/**
 * `work`, or an ETIMEDOUT error if it has not settled within `ms` (a database that does not answer is
 * unreachable: `isDatabaseUnavailable` makes it a 503). `work` itself is not cancelled.
 */
export function settleWithin<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(Object.assign(new Error(`no answer within ${ms} ms`), { code: 'ETIMEDOUT' })),
      ms,
    );
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
