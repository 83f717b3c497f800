/** A submitted form field's text, or `fallback` when the form has no such field (these forms take no files). */
export function fieldText(form: FormData, name: string, fallback = ''): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : fallback;
}

/** Every text a submitted form holds under `name` (a group of checkboxes, repeated fields). */
export function fieldTexts(form: FormData, name: string): string[] {
  return form.getAll(name).filter((value) => typeof value === 'string');
}
