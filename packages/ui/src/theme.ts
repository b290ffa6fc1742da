/** Theme tokens of the spec (§9): one place for every app. */
export const theme = {
  gold: '#ecaf17',
  priceRed: '#e33128',
  /** gold and red for text on white or light grey: the spec's colours darkened to WCAG AA contrast (4.5:1) */
  goldText: '#946a00',
  priceText: '#d6281c',
  text: '#282828',
  /** secondary text: the lightest grey with 4.5:1 on white and on the page background */
  muted: '#707070',
  border: '#efefef',
  background: '#f9f9f9',
  layoutWidth: 1200,
  headerBarHeight: 40,
  navHeight: 140,
} as const;

export type Theme = typeof theme;
