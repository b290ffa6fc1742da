/** Theme tokens of the spec (§9): one place for every app. */
export const theme = {
  gold: '#ecaf17',
  priceRed: '#e33128',
  text: '#282828',
  muted: '#999999',
  border: '#efefef',
  background: '#f9f9f9',
  layoutWidth: 1200,
  headerBarHeight: 40,
  navHeight: 140,
} as const;

export type Theme = typeof theme;
