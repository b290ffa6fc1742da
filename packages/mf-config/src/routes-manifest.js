// The routes a remote declares in its src/routes.ts (`export const routes: RouteDecl[]`) go into
// its browser build as routes.json, beside mf-manifest.json: the release records them and the
// shell builds its route table from the releases in force (README "Who owns which route").
const fs = require('node:fs');
const path = require('node:path');
const Module = require('node:module');

// the esbuild the TypeScript loader (esbuild-loader) runs
const esbuild = require(
  require.resolve('esbuild', { paths: [path.dirname(require.resolve('esbuild-loader/package.json'))] }),
);

const ROUTES_FILE = 'routes.json';

/** The declarations of `src/routes.ts`, evaluated (it may import only types and its own modules). */
function readRoutes(file) {
  const { outputFiles } = esbuild.buildSync({
    entryPoints: [file],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    write: false,
    logLevel: 'silent',
  });
  const mod = new Module(file);
  mod._compile(outputFiles[0].text, file);
  const { routes } = mod.exports;
  if (!Array.isArray(routes) || routes.some((r) => !Array.isArray(r?.prefixes))) {
    throw new Error(`${file} must export \`routes\`: an array of route declarations`);
  }
  return routes;
}

class RoutesManifestPlugin {
  constructor(appDir) {
    this.file = path.join(appDir, 'src/routes.ts');
  }

  apply(compiler) {
    if (!fs.existsSync(this.file)) return;
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('RoutesManifestPlugin', (compilation) => {
      compilation.fileDependencies.add(this.file);
      compilation.hooks.processAssets.tap(
        { name: 'RoutesManifestPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          try {
            const json = `${JSON.stringify(readRoutes(this.file), null, 2)}\n`;
            compilation.emitAsset(ROUTES_FILE, new sources.RawSource(json));
          } catch (err) {
            compilation.errors.push(new compiler.webpack.WebpackError(`routes: ${err.message}`));
          }
        },
      );
    });
  }
}

module.exports = { RoutesManifestPlugin, ROUTES_FILE };
