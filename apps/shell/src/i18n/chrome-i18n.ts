import type { i18n } from 'i18next';
import { createI18n, type Locale } from '@mall/app-kit/i18n';
import { zhCN } from './zh-CN';

/** English is a chunk of its own: a shopper who reads Chinese never loads it. */
async function addCatalogue(instance: i18n, locale: Locale): Promise<void> {
  if (locale !== 'en' || instance.hasResourceBundle('en', 'translation')) return;
  try {
    instance.addResourceBundle('en', 'translation', (await import('./en')).en);
  } catch (error) {
    // the chunk did not come: Chinese texts (the fallback language) rather than no chrome
    console.warn('[mall] the English texts failed to load', error);
  }
}

/** The chrome's instance in the browser, with the texts of the page's language. */
export async function createChromeI18n(locale: Locale): Promise<i18n> {
  const instance = createI18n({ 'zh-CN': zhCN }, locale);
  await addCatalogue(instance, locale);
  return instance;
}

/** Switches the chrome's language once its texts are there (the server's instance has both). */
export async function switchLanguage(instance: i18n, locale: Locale): Promise<void> {
  await addCatalogue(instance, locale);
  await instance.changeLanguage(locale);
}
