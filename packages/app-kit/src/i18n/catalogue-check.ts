/** Checks for catalogue tests: every key in every language, a text for each, same placeholders. */

const textAt = (catalogue: object, key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>((o, p) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[p] : undefined), catalogue);

/** Dotted paths of every text in a nested catalogue, sorted. */
export function catalogueKeys(catalogue: object, prefix = ''): string[] {
  return Object.entries(catalogue)
    .flatMap(([k, v]) =>
      v && typeof v === 'object' ? catalogueKeys(v as object, `${prefix}${k}.`) : [`${prefix}${k}`],
    )
    .sort();
}

/** Keys of `catalogue` whose text is missing, empty or not a string. */
export function emptyTexts(catalogue: object): string[] {
  return catalogueKeys(catalogue).filter((key) => {
    const value = textAt(catalogue, key);
    return typeof value !== 'string' || !value.trim();
  });
}

/** The {{placeholders}} of a text, sorted. */
const placeholders = (text: unknown): string =>
  typeof text === 'string'
    ? [...text.matchAll(/{{\s*([\w.]+)[^}]*}}/g)]
        .map((m) => m[1])
        .sort()
        .join(',')
    : '';

export interface CatalogueProblems {
  /** keys another language has and this one lacks */
  missing: string[];
  empty: string[];
  /** keys whose {{placeholders}} differ from the first language's */
  placeholders: string[];
}

/**
 * What is wrong with one app's catalogues, per language. All lists are empty when every language
 * has every key, a text for it, and the same placeholders as the first (default) language.
 */
export function catalogueProblems(catalogues: Record<string, object>): Record<string, CatalogueProblems> {
  const [reference] = Object.values(catalogues);
  const all = new Set(Object.values(catalogues).flatMap((c) => catalogueKeys(c)));
  return Object.fromEntries(
    Object.entries(catalogues).map(([lang, c]) => {
      const own = catalogueKeys(c);
      return [
        lang,
        {
          missing: [...all].filter((k) => !own.includes(k)).sort(),
          empty: emptyTexts(c),
          placeholders: own.filter((k) => placeholders(textAt(c, k)) !== placeholders(textAt(reference, k))),
        },
      ];
    }),
  );
}
