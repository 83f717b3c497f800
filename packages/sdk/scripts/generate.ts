import fs from 'node:fs';
import path from 'node:path';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import * as prettier from 'prettier';
import { servedDocument } from '../../../scripts/served-document.js';

/**
 * Writes the SDK's generated files from the document the app serves at `/v1/openapi.json` (docs/decisions/034):
 * `src/openapi.ts` (openapi-typescript's types) and `src/operations.ts` (each operationId's method and path).
 * The document is read as `scripts/served-document.ts` reads it (nothing listens). With `--check` it writes
 * nothing and fails when a committed file differs (`npm run lint` runs it).
 */

const SDK_DIR = path.join(import.meta.dirname, '..');
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

const HEADER = (what: string) =>
  `// Generated from /v1/openapi.json by \`npm run sdk:generate\` (${what}). Do not edit:\n` +
  '// `npm run lint` fails when this file differs from what the served document generates.\n\n';

function operationsSource(document: OpenAPI3): string {
  const entries: string[] = [];
  for (const [route, item] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = (item as Record<string, { operationId?: string; summary?: string } | undefined>)[
        method
      ];
      if (!operation) continue;
      if (!operation.operationId) throw new Error(`${method.toUpperCase()} ${route} has no operationId`);
      const summary = operation.summary ? `${operation.summary.replaceAll('*/', '*\\/')} ` : '';
      entries.push(
        `  /** ${summary}(\`${method.toUpperCase()} ${route}\`) */\n` +
          `  ${operation.operationId}: { method: '${method}', path: '${route}' },`,
      );
    }
  }
  return (
    HEADER('each operationId with its method and path') +
    "import type { paths } from './openapi.js';\n\n" +
    "/** Every operation of the document: what the client's typed methods call (client.ts). */\n" +
    `export const OPERATIONS = {\n${entries.join('\n')}\n} as const satisfies Record<string, { method: string; path: keyof paths }>;\n`
  );
}

async function format(file: string, source: string): Promise<string> {
  const options = await prettier.resolveConfig(file);
  return prettier.format(source, { ...options, filepath: file });
}

const document = (await servedDocument()) as OpenAPI3;
const files: Record<string, string> = {
  'src/openapi.ts': HEADER('openapi-typescript') + astToString(await openapiTS(document)),
  'src/operations.ts': operationsSource(document),
};
const check = process.argv.includes('--check');
const stale: string[] = [];
for (const [name, source] of Object.entries(files)) {
  const file = path.join(SDK_DIR, name);
  const formatted = await format(file, source);
  const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined;
  if (current === formatted) continue;
  if (check) stale.push(path.relative(process.cwd(), file));
  else fs.writeFileSync(file, formatted);
}
if (stale.length > 0) {
  process.stderr.write(
    `The SDK's generated files differ from /v1/openapi.json: ${stale.join(', ')}. Run \`npm run sdk:generate\` and commit them.\n`,
  );
  process.exit(1);
}
