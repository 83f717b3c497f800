import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import en from './locales/en.json';
import ptBR from './locales/pt-BR.json';

export const LANGUAGES = [
  { code: 'pt-BR', label: 'Português (Brasil)' },
  { code: 'en', label: 'English' },
] as const;

/** The browser's language (or the one picked before, kept in localStorage); Portuguese otherwise. */
void i18n
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources: { en: { translation: en }, 'pt-BR': { translation: ptBR } },
    fallbackLng: 'pt-BR',
    supportedLngs: ['pt-BR', 'en'],
    detection: { order: ['localStorage', 'navigator'], caches: ['localStorage'] },
    // One namespace; scope names such as `employees:read` are keys, not `namespace:key`.
    nsSeparator: false,
    interpolation: { escapeValue: false },
  });

i18n.on('languageChanged', (language) => document.documentElement.setAttribute('lang', language));

export default i18n;
