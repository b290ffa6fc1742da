// A Chromium for one vitest worker's files, in a process of its own (support/browser.ts
// startBrowserServer): playwright's side of every page event is handled here, not in vitest's main
// process, which is busy with reporting. Sends its parent the endpoint to connect to; ends with it.
import { chromium } from 'playwright-core';
import args from '../../scripts/chromium-args.json' with { type: 'json' };

const server = await chromium.launchServer({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args,
  handleSIGINT: false,
  handleSIGTERM: false,
  handleSIGHUP: false,
});
const close = () => server.close().finally(() => process.exit(0));
process.on('SIGTERM', close);
process.on('disconnect', close);
process.send?.({ wsEndpoint: server.wsEndpoint() });
