/**
 * Credits a user's balance, logged as a bill, through the running API (operators' key):
 *   pnpm --filter @mall/api run credit -- <phone> <yuan>   (the same as `pnpm mall credit`)
 */
import { runMall } from './mall-commands';

process.exitCode = await runMall(['credit', ...process.argv.slice(2)]);
