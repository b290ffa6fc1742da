import { DEFAULT_LOCALE, type Catalogues, type Locale } from '@mall/app-kit/i18n';
import type { Catalogue } from './zh-CN';

/**
 * The chrome's texts: a key looked up in the language's catalogue (else the default language's)
 * with its {{placeholders}} filled in. That is all the chrome asks of i18next, which therefore
 * stays out of shell.js (13 KB gzip on every page); the remotes keep i18next (DESIGN §3).
 * The methods need no `this`: `t` and `subscribe` may be passed around unbound.
 */
export interface ChromeI18n {
  readonly language: Locale;
  t(key: string, values?: Record<string, unknown>): string;
  /** Resolves once the language's texts are there and the chrome shows them. */
  changeLanguage(locale: Locale): Promise<void>;
  /** Calls `listener` after each change of language; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

type LoadCatalogue = (locale: Locale) => Promise<Catalogue>;

const lookup = (catalogue: object | undefined, key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>(
      (o, part) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[part] : undefined),
      catalogue,
    );

/**
 * One instance per request on the server and one for the chrome in the browser (DESIGN §3).
 * A language missing from `catalogues` is fetched with `load` before the instance switches to it.
 */
export function createChromeI18n(
  catalogues: Partial<Catalogues<Catalogue>>,
  locale: Locale,
  load?: LoadCatalogue,
): ChromeI18n {
  const loaded: Partial<Catalogues<Catalogue>> = { ...catalogues };
  const listeners = new Set<() => void>();
  let language = locale;
  let requested = locale;
  return {
    get language() {
      return language;
    },
    t(key, values) {
      const text = lookup(loaded[language], key) ?? lookup(loaded[DEFAULT_LOCALE], key);
      if (typeof text !== 'string') return key;
      return values ? text.replace(/{{\s*([\w.]+)\s*}}/g, (_, name: string) => String(values[name] ?? '')) : text;
    },
    async changeLanguage(next) {
      requested = next;
      if (!loaded[next] && load) {
        try {
          loaded[next] = await load(next);
        } catch (error) {
          // the chunk did not come: the default language's texts rather than no chrome
          console.warn(`[mall] the ${next} texts failed to load`, error);
        }
      }
      // a later switch (made while this language loaded) wins
      if (requested !== next) return;
      language = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
