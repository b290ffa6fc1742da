import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { UI_TEXTS_ZH, UiTextsProvider, type UiTexts } from '@mall/ui';
import { useMallState } from '../context';
import { DEFAULT_LOCALE, type Locale } from './locale';

/**
 * A light translator for apps whose first page must stay small (catalog's home page): a key looked
 * up in the language's catalogue with its {{placeholders}} filled in, no i18next. The default
 * language's catalogue is bundled; the others are loaded (their own chunks) when first needed.
 * The default language's catalogue may come in sections: the book starts with those every page
 * needs, and a page's chunk adds its own (`add`) when it is evaluated, before anything renders.
 * @mall/ui's English words come with the English catalogue (not in the first chunk: about 0.4 KB gzip).
 */

/** The dotted paths of a nested catalogue's texts. */
export type TextKey<C> = {
  [K in keyof C & string]: C[K] extends string ? K : `${K}.${TextKey<C[K]>}`;
}[keyof C & string];

export type TextValues = Record<string, string | number>;

export interface Texts<C> {
  readonly language: Locale;
  t(key: TextKey<C>, values?: TextValues): string;
}

export interface TextBook<C extends object> {
  /** Adds sections of the default language's catalogue (a page's chunk, when it is evaluated). */
  add(sections: Partial<C>): void;
  /** Loads the language's catalogue (once); the server awaits it before rendering, the browser before hydrating. */
  ready(locale: Locale): Promise<void>;
  /** The texts of a language whose catalogue is there (else the default language's). */
  texts(locale: Locale): Texts<C>;
  /** Gives its children (and @mall/ui's widgets) the texts of the store's language, switching once the new catalogue is there. */
  Provider(props: { children: ReactNode }): ReactNode;
  useTexts(): Texts<C>;
}

const lookup = (catalogue: object | undefined, key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>(
      (o, part) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[part] : undefined),
      catalogue,
    );

export function fillPlaceholders(text: string, values?: TextValues): string {
  return values ? text.replace(/{{\s*([\w.]+)\s*}}/g, (_, name: string) => String(values[name] ?? '')) : text;
}

export function createTextBook<C extends object>(
  initial: Partial<C>,
  load: (locale: Exclude<Locale, typeof DEFAULT_LOCALE>) => Promise<C>,
): TextBook<C> {
  // the default language's sections added so far; looked up at each t(), so a section added
  // later is found by texts made before it came
  const fallback: Partial<C> = { ...initial };
  // catalogues are immutable data, so one copy per process serves every request
  const loaded: Partial<Record<Locale, Partial<C>>> = { [DEFAULT_LOCALE]: fallback };
  const add = (sections: Partial<C>) => void Object.assign(fallback, sections);
  const loading: Partial<Record<Locale, Promise<void>>> = {};
  const uiTexts: Partial<Record<Locale, UiTexts>> = { [DEFAULT_LOCALE]: UI_TEXTS_ZH };

  const ready = (locale: Locale): Promise<void> => {
    if (loaded[locale]) return Promise.resolve();
    loading[locale] ??= Promise.all([
      load(locale as Exclude<Locale, typeof DEFAULT_LOCALE>),
      import('@mall/ui/ui-texts-en'),
    ]).then(
      ([catalogue, ui]) => {
        uiTexts[locale] = ui.UI_TEXTS_EN;
        loaded[locale] = catalogue;
      },
      (error: unknown) => {
        delete loading[locale];
        // the chunk did not come: the default language's texts rather than no page
        console.warn(`[mall] the ${locale} texts failed to load`, error);
      },
    );
    return loading[locale];
  };

  const texts = (locale: Locale): Texts<C> => {
    const language = loaded[locale] ? locale : DEFAULT_LOCALE;
    return {
      language,
      t(key, values) {
        const text = lookup(loaded[language], key) ?? lookup(fallback, key);
        return typeof text === 'string' ? fillPlaceholders(text, values) : key;
      },
    };
  };

  const Context = createContext<Texts<C>>(texts(DEFAULT_LOCALE));

  function Provider({ children }: { children: ReactNode }) {
    const locale = useMallState((s) => s.locale);
    const [current, setCurrent] = useState(() => texts(locale));
    useEffect(() => {
      if (current.language === locale && loaded[locale]) return;
      let live = true;
      void ready(locale).then(() => {
        // a later switch made while this language loaded wins
        if (live) setCurrent(texts(locale));
      });
      return () => {
        live = false;
      };
    }, [locale, current.language]);
    return (
      <Context.Provider value={current}>
        <UiTextsProvider texts={uiTexts[current.language] ?? UI_TEXTS_ZH}>{children}</UiTextsProvider>
      </Context.Provider>
    );
  }

  return { add, ready, texts, Provider, useTexts: () => useContext(Context) };
}
