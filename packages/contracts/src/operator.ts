/** The operators' API (`pnpm mall jobs|credit|backup`, X-Operator-Key): the mall's staff, not a merchant's. */
import { z } from 'zod';

/** POST /api/operator/credit: the phone credited, the amount and the new balance, in fen. */
export const operatorCredited = z.object({
  phone: z.string(),
  fen: z.number().int(),
  balance: z.number().int(),
});
export type OperatorCredited = z.infer<typeof operatorCredited>;
