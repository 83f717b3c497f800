/** Instants are epoch milliseconds inside Pontual and ISO 8601 UTC strings with milliseconds outside. */
export function toIso(epochMs: number): string {
  return new Date(epochMs).toISOString();
}

export function toIsoOrNull(epochMs: number | null): string | null {
  return epochMs === null ? null : toIso(epochMs);
}
