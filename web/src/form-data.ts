/** A submitted form field's text, or `fallback` when the form has no such field (these forms take no files). */
export function fieldText(form: FormData, name: string, fallback = ''): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : fallback;
}
