/**
 * The form text is searched in: lower case, without accents (NFD, combining marks removed). SQLite's lower()
 * only knows ASCII and neither engine ignores accents by default, so search columns store this form and
 * queries compare against it.
 */
export function searchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}
