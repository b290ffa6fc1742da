import { z } from 'zod';
import { badRequest } from './envelope';

// Chinese fallback messages for any rule without its own message.
z.config(z.locales.zhCN());

/**
 * Validates one input (query, params or body) against a schema. Object schemas strip unknown
 * keys, so only declared fields reach the handlers. The first problem becomes a 400 envelope.
 */
export function validate<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const [issue] = result.error.issues;
  // the input as a whole has the wrong shape (e.g. a JSON string instead of an object)
  throw badRequest(issue.path.length === 0 && issue.code === 'invalid_type' ? '请求参数格式错误' : issue.message);
}

/** Positive integer from a query string, with a default; required text (trimmed, not empty, at most `max`). */
export { positiveInt, requiredText } from '@mall/contracts';
