import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONFLICT_REASONS } from '../../src/platform/errors.js';
import { EVENT_TYPES } from '../../src/platform/event-types.js';

/**
 * The dashboard's two languages say the same things: every text of one exists in the other, and every event
 * a webhook can subscribe to has a name in words in both (a missing one showed its i18n key on the page).
 * Every reason a 409 gives has its Portuguese text (without one, the English detail is shown).
 * `problems` is Portuguese only: in English the API's own messages are shown (docs/decisions/031).
 */

type Texts = { [key: string]: string | Texts };

const load = (language: string) =>
  JSON.parse(readFileSync(`web/src/locales/${language}.json`, 'utf8')) as Texts;

/** Every key path, with a plural's `_one`/`_other` (languages differ in their plural forms) named once. */
function keys(texts: Texts, prefix = ''): string[] {
  return Object.entries(texts).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [`${prefix}${key.replace(/_(zero|one|two|few|many|other)$/, '')}`]
      : keys(value, `${prefix}${key}.`),
  );
}

describe('the dashboard locales', () => {
  const english = load('en');
  const portuguese = load('pt-BR');

  it('have the same texts in English and Portuguese', () => {
    const { problems, ...inBoth } = portuguese;
    expect(problems).toBeDefined();
    expect(new Set(keys(inBoth))).toEqual(new Set(keys(english)));
  });

  it('name every webhook event in words', () => {
    for (const texts of [english, portuguese]) {
      const labels = (texts.webhooks as Texts).eventLabels as Texts;
      for (const type of EVENT_TYPES) expect(labels[type], type).toEqual(expect.any(String));
    }
  });

  it('say every conflict reason in Portuguese', () => {
    const conflicts = (portuguese.problems as Texts).conflicts as Texts;
    for (const reason of Object.keys(CONFLICT_REASONS))
      expect(conflicts[reason], reason).toEqual(expect.any(String));
  });
});
