/** The mall's operator CLI (`pnpm mall ...`, see mall-commands.ts): a client of the running API. */
import { runMall } from './mall-commands';

process.exitCode = await runMall(process.argv.slice(2));
