import type { TFunction } from 'i18next';

export const REVIEW_MAX_CHARS = 500;

/** The review form's problem, named as the API names it; '' when it can be sent. */
export function reviewError(t: TFunction, form: { comment: string; scores: number[] }): string {
  if (form.scores.some((s) => !Number.isInteger(s) || s < 1 || s > 5)) return t('review.errors.scores');
  const text = form.comment.trim();
  if (!text) return t('review.errors.empty');
  if ([...text].length > REVIEW_MAX_CHARS) return t('review.errors.tooLong', { max: REVIEW_MAX_CHARS });
  return '';
}
