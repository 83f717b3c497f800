/**
 * Writes the OpenAPI document the app serves at /v1/openapi.json to a file, for Spectral to lint
 * (`npm run lint:openapi`; docs/decisions/033-openapi-lint-and-limits.md).
 */
import fs from 'node:fs';
import path from 'node:path';
import { servedDocument } from './served-document.js';

const output = process.argv[2];
if (!output) throw new Error('usage: tsx scripts/openapi-document.ts <output.json>');

fs.mkdirSync(path.dirname(path.resolve(output)), { recursive: true });
fs.writeFileSync(output, `${JSON.stringify(await servedDocument(), null, 2)}\n`);
