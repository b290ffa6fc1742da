#!/usr/bin/env node
// Bundles a server entry (TypeScript) into one ES module for production: `node dist/…` starts in
// a fraction of tsx's time (no loader, no per-file transform). Run from the app's folder:
//   mall-bundle-node src/main.ts dist/server/main.js [more entries and their outfiles, e.g. a worker thread's]
// The bundles see process.env.MALL_BUNDLED === '1' (a module that starts a worker thread picks the
// worker's bundle with it).
// The app's own code and the workspace packages (@mall/*, TypeScript sources) are bundled; npm
// packages stay external (native and wasm ones such as PGlite and argon2 must, and node_modules
// is there anyway).
// esbuild is this package's dependency, not the apps': in the shell, a direct esbuild would
// become an optional peer of webpack's terser plugin and fork the shell's webpack and Module
// Federation packages into copies of their own.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import * as esbuild from 'esbuild';

const args = process.argv.slice(2);
if (args.length < 2 || args.length % 2 !== 0) {
  console.error('usage: mall-bundle-node <entry.ts> <outfile.js> [<entry.ts> <outfile.js> …]');
  process.exit(2);
}
const appDir = process.cwd();
const outDir = path.resolve(appDir, path.dirname(args[1]));
if (args.some((file, i) => i % 2 === 1 && path.resolve(appDir, path.dirname(file)) !== outDir)) {
  console.error('mall-bundle-node: every outfile goes to the same folder');
  process.exit(2);
}

const isBare = (spec) => !spec.startsWith('.') && !path.isAbsolute(spec) && !spec.startsWith('node:');
const posix = (p) => p.split(path.sep).join('/');
const relativeToOut = (file) => {
  const rel = posix(path.relative(outDir, file));
  return rel.startsWith('.') ? rel : `./${rel}`;
};

/** npm packages external; a workspace package's dependency the app cannot see by name is imported by its path. */
const externals = {
  name: 'externals',
  setup(build) {
    build.onResolve({ filter: /.*/ }, async (args) => {
      if (args.kind === 'entry-point' || !isBare(args.path) || args.path.startsWith('@mall/')) return undefined;
      // JSON files of packages are bundled: node would need `with { type: 'json' }` on the import
      if (args.path.endsWith('.json')) return undefined;
      if (args.pluginData?.resolving) return undefined;
      if (!args.importer.includes(`${path.sep}packages${path.sep}`)) return { path: args.path, external: true };
      const from = (resolveDir) =>
        build.resolve(args.path, { resolveDir, kind: args.kind, pluginData: { resolving: true } });
      const [own, app] = await Promise.all([from(args.resolveDir), from(appDir)]);
      if (own.errors.length) return { errors: own.errors };
      if (!app.errors.length && app.path === own.path) return { path: args.path, external: true };
      return { path: relativeToOut(own.path), external: true };
    });
  },
};

/** `import.meta.url` keeps naming the source file (config and migrations find their folders from it). */
const sourceLocation = {
  name: 'source-location',
  setup(build) {
    build.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const text = await readFile(args.path, 'utf8');
      if (!text.includes('import.meta.url')) return undefined;
      const url = `new URL(${JSON.stringify(relativeToOut(args.path))}, import.meta.url).href`;
      const loader = path.extname(args.path).replace(/^\.[cm]?/, '');
      return { contents: text.replaceAll('import.meta.url', url), loader: loader === 'js' ? 'js' : loader };
    });
  },
};

for (let i = 0; i < args.length; i += 2) await bundle(args[i], args[i + 1]);

async function bundle(entry, outfile) {
  const started = Date.now();
  await esbuild.build({
    entryPoints: [entry],
    outfile,
    define: { 'process.env.MALL_BUNDLED': '"1"' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // resolve like node does (no "module" condition or field) so a bundled import matches an external one
    conditions: ['node'],
    mainFields: ['main'],
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [externals, sourceLocation],
  });
  console.log(`[bundle] ${entry} → ${outfile} (${Date.now() - started} ms)`);
}
