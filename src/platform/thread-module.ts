import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

/**
 * Where a worker thread finds `name` (a module next to the caller, `importMetaUrl`), for piscina. Built, it is
 * the `.js` file in dist/. Run from source (vitest, tsx), where the caller is a `.ts` file, it is the `.ts`
 * file, which a thread loads only through tsx's loader: the thread is started with it
 * (docs/decisions/001-pdf-worker-pool.md, docs/decisions/005-runtime.md).
 */
export function threadModule(importMetaUrl: string, name: string): { filename: string; execArgv: string[] } {
  const fromSource = importMetaUrl.endsWith('.ts');
  return {
    filename: new URL(`./${name}.${fromSource ? 'ts' : 'js'}`, importMetaUrl).href,
    execArgv: fromSource ? ['--import', pathToFileURL(createRequire(importMetaUrl).resolve('tsx')).href] : [],
  };
}
