import type { Db } from '../../platform/db/database.js';
import type { TenantScope } from '../../platform/db/schema.js';
import { ApiError, type FieldError } from '../../platform/errors.js';
import { findEspelhoPolicy, storeEspelhoPolicy } from './espelho-policy.repository.js';
import type { EspelhoPolicy, EspelhoPolicyView } from './espelho-policy.schemas.js';

/** What JSON Schema cannot see: each list of bands starts at minute 0 and goes up. */
function bandErrors(policy: EspelhoPolicy): FieldError[] {
  const errors: FieldError[] = [];
  for (const [kind, bands] of Object.entries(policy.overtimeBands)) {
    if (bands[0]!.afterMinutes !== 0)
      errors.push({ field: `overtimeBands.${kind}.0.afterMinutes`, message: 'must be 0' });
    bands.forEach((band, i) => {
      if (i > 0 && band.afterMinutes <= bands[i - 1]!.afterMinutes)
        errors.push({
          field: `overtimeBands.${kind}.${i}.afterMinutes`,
          message: 'must be greater than the band before',
        });
    });
  }
  return errors;
}

export async function putEspelhoPolicy(
  db: Db,
  scope: TenantScope,
  policy: EspelhoPolicy,
): Promise<EspelhoPolicyView> {
  const errors = bandErrors(policy);
  if (errors.length > 0)
    throw ApiError.invalid(errors, errors.map((e) => `${e.field} ${e.message}`).join('; '));
  await storeEspelhoPolicy(db, scope, policy, Date.now());
  return findEspelhoPolicy(db, scope);
}
