import { Type } from 'typebox';
import { Uuid } from './schemas.js';

/** Path parameters of a single-resource route; a malformed id is answered with a 404 (see errors.ts). */
export const IdParams = Type.Object({ id: Uuid() }, { additionalProperties: false });

/** The error responses every keyed route can give, for the OpenAPI document. */
export const problemResponses = (...statuses: number[]) =>
  Object.fromEntries(
    [401, 403, 429, ...statuses].map((status) => [
      status,
      Type.Ref('Problem', { description: 'Problem details' }),
    ]),
  );

/** Escapes `%`, `_` and `\` so user text matches literally inside LIKE (with `escape '\'`). */
export function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
