// Lighthouse figures for `pnpm bench` (issue 24 items 12 and 14): performance, CLS and accessibility
// of the pages the issue names, desktop preset, median of 3 runs each. Figures only, never pass/fail.
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import CHROMIUM_ARGS from '../chromium-args.json' with { type: 'json' };

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const requireRoot = createRequire(path.join(root, 'package.json'));
const { default: lighthouse } = await import(pathToFileURL(requireRoot.resolve('lighthouse')).href);
const { default: desktopConfig } = await import(
  pathToFileURL(path.join(path.dirname(requireRoot.resolve('lighthouse/package.json')), 'core/config/desktop-config.js')).href
);
const chromeLauncher = requireRoot('chrome-launcher');

export const LIGHTHOUSE_PAGES = ['/', `/goods_search?title=${encodeURIComponent('手机')}`, '/goods_detail/1'];
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const CHROME_FLAGS = CHROMIUM_ARGS;

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** One Lighthouse run of `url`: performance and accessibility scores (0–100) and CLS. */
async function measure(url, port) {
  const { lhr } = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] },
    desktopConfig,
  );
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    accessibility: Math.round(lhr.categories.accessibility.score * 100),
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
  };
}

/** Prints the medians of `RUNS` runs for each page of the mall at `url`. */
export async function printLighthouseFigures({ url }) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    console.log(`lighthouse (desktop preset, median of ${RUNS} runs)`);
    await measure(url + '/', chrome.port); // warms the server's caches and the browser's
    for (const page of LIGHTHOUSE_PAGES) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await measure(url + page, chrome.port));
      const perf = median(runs.map((r) => r.performance));
      const cls = median(runs.map((r) => r.cls));
      const a11y = median(runs.map((r) => r.accessibility));
      console.log(
        `  ${decodeURIComponent(page).padEnd(26)} performance ${String(perf).padStart(3)}  CLS ${cls.toFixed(3)}  accessibility ${String(a11y).padStart(3)}`,
      );
    }
  } finally {
    chrome.kill();
  }
}
