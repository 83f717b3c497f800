/** The longest `Content-Disposition` value the API sends (openapi.ts declares the header with this limit). */
export const MAX_CONTENT_DISPOSITION_LENGTH = 255;

/** What no file name holds on a common file system (and what would end a quoted `filename`). */
const UNSAFE_IN_FILE_NAMES = /[\\/:*?"<>|\p{Cc}]/gu;

/**
 * A name as lower-case ASCII words joined by `-` (`Maria da Conceição` → `maria-da-conceicao`): accents
 * dropped, anything else not a letter or a digit a separator; at most `max` characters, cut between words.
 * Empty when nothing of the name is Latin.
 */
export function asciiSlug(name: string, max: number): string {
  const words = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let slug = '';
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > max) return slug || word.slice(0, max);
    slug = next;
  }
  return slug;
}

/** RFC 5987's `attr-char`s stay, every other UTF-8 byte is `%XX`. */
const rfc5987 = (text: string) =>
  encodeURIComponent(text).replace(/['()*!]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * A `Content-Disposition` value naming the file twice: `filename` in ASCII for every client, and
 * `filename*` (RFC 6266, RFC 5987) in UTF-8, the name as people write it, for those that read it (every
 * current browser). `utf8` is `[prefix, name, suffix]`: the name is what gets shortened, by whole characters,
 * to keep the value within `MAX_CONTENT_DISPOSITION_LENGTH`.
 */
export function contentDisposition(
  type: 'attachment' | 'inline',
  ascii: string,
  utf8: readonly [prefix: string, name: string, suffix: string],
): string {
  const [prefix, name, suffix] = utf8;
  const head = `${type}; filename="${ascii}"; filename*=UTF-8''`;
  const characters = [...name.replace(UNSAFE_IN_FILE_NAMES, '_')];
  for (let kept = characters.length; kept >= 0; kept--) {
    const value = head + rfc5987(prefix + characters.slice(0, kept).join('').trim() + suffix);
    if (value.length <= MAX_CONTENT_DISPOSITION_LENGTH) return value;
  }
  return `${type}; filename="${ascii}"`;
}
