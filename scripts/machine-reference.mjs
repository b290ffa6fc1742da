// A fixed amount of JavaScript work on each of two threads, timed; npm test prints it beside its
// stage times. It tracks plain JavaScript speed only: on 2026-12-07 the suite (Chromium, PGlite's
// wasm, much kernel time) ran at half the speed of a few days before while this read 0.82-0.90 s, faster than
// the 1.06-1.14 s of 2026-12-06.
import { Worker } from 'node:worker_threads';

const WORK = `
const goods = Array.from({ length: 200 }, (_, i) => ({ id: i, title: '商品' + i + ' 示例', price: i * 137, skus: [{ k: 'a' + i, v: i }] }));
let sum = 0;
for (let i = 0; i < 4000; i++) {
  const copy = JSON.parse(JSON.stringify(goods));
  sum += copy.filter((g) => /5/.test(g.title)).reduce((s, g) => s + g.price, 0);
}
require('node:worker_threads').parentPort.postMessage(sum);
`;

const runOnce = () =>
  new Promise((resolve, reject) => {
    const worker = new Worker(WORK, { eval: true });
    worker.once('message', resolve);
    worker.once('error', reject);
  });

/** Seconds the two threads took together (1.06–1.14 s on this machine between runs on 2026-12-06). */
export async function machineReference() {
  const started = performance.now();
  await Promise.all([runOnce(), runOnce()]);
  return (performance.now() - started) / 1000;
}
