import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * The fonts of every PDF (the espelho, the worker's receipt), embedded as subsets: DejaVu Sans Condensed has
 * every Latin letter (Polish, Turkish, Vietnamese…), Greek and Cyrillic, where PDFKit's standard Helvetica has
 * only WinAnsi, and is about as wide. Read once per thread.
 */
export const REGULAR = 'DejaVuSansCondensed';
export const BOLD = 'DejaVuSansCondensed-Bold';
export const FONT_FILES = Object.fromEntries(
  [REGULAR, BOLD].map((name) => [
    name,
    readFileSync(createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${name}.ttf`)),
  ]),
);
