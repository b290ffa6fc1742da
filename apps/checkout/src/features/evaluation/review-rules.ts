export const REVIEW_MAX_CHARS = 500;

/** The review form's problem, named as the API names it; '' when it can be sent. */
export function reviewError(form: { comment: string; scores: number[] }): string {
  if (form.scores.some((s) => !Number.isInteger(s) || s < 1 || s > 5)) return '请为商品质量、服务态度、物流服务打分';
  const text = form.comment.trim();
  if (!text) return '请填写评价内容';
  if ([...text].length > REVIEW_MAX_CHARS) return `评价内容不能超过${REVIEW_MAX_CHARS}个字`;
  return '';
}
