// A Chromium for one vitest worker's files, in a process of its own (support/browser.ts
// startBrowserServer): playwright's side of every page event is handled here, not in vitest's main
// process, which is busy with reporting. Prints the endpoint to connect to; ends with its parent.
import fs from 'node:fs';
import { chromium } from 'playwright-core';

const args = JSON.parse(fs.readFileSync(new URL('../../scripts/chromium-args.json', import.meta.url), 'utf8'));
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
