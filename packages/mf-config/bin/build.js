#!/usr/bin/env node
// Builds the app in the current folder with its webpack.config.js (web and node builds).
const path = require('node:path');
const webpack = require('webpack');

const configPath = path.resolve(process.argv[2] ?? 'webpack.config.js');
const config = require(configPath);

webpack(config, (err, stats) => {
  if (err) {
    console.error(err);
    process.exit(1);
  }
  const info = stats.toString({ preset: 'errors-warnings', colors: false });
  if (info.trim()) console.log(info);
  if (stats.hasErrors()) process.exit(1);
  console.log(`built ${path.basename(path.dirname(configPath))} in ${stats.stats?.map((s) => s.endTime - s.startTime).join(' + ') ?? stats.endTime - stats.startTime} ms`);
});
