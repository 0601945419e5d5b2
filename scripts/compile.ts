/** Runs webpack for one or more app configurations and reports errors plainly. */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import type { BuildEnv } from './webpack/app-config';
import { ROOT } from './paths';

type ConfigFactory = (env: BuildEnv) => webpack.Configuration;

/** Where webpack keeps its persistent cache (`pnpm build`, `pnpm build:remote`); PARTS_WEBPACK_CACHE=off builds without it. */
export const WEBPACK_CACHE_DIR = path.join(ROOT, 'node_modules', '.cache', 'webpack');

/** The files the configuration is made from: a change to any of them starts a cache afresh. */
const CONFIG_FILES = [
  'compile.ts',
  'paths.ts',
  'answers.ts',
  'deploy-layout.ts',
  'webpack/app-config.ts',
  'webpack/apps.ts',
  'webpack/constants.ts',
].map((file) => path.join(ROOT, 'scripts', file));

/**
 * webpack's persistent cache, one per app and mode (issue 24): a second production build of the same
 * sources (a remote published again under another version, as the backbone journey does with
 * `pnpm build:remote catalog 9.9.9-staging` after `pnpm build`) takes its parsed modules, minified
 * chunks and brotli files from the cache instead of making them again. webpack checks every cached
 * module against its sources (file hashes and timestamps, the installed packages' versions) and
 * against the values the DefinePlugin put in it (the version), so a changed source or version is
 * built anew; what the configuration is made of (the scripts above, the app's and the kernel's
 * package.json, the app's webpack.config.ts) is the cache's build dependencies and version.
 */
function withCache(appDirName: string, env: BuildEnv, config: webpack.Configuration): webpack.Configuration {
  if (process.env.PARTS_WEBPACK_CACHE === 'off' || config.cache !== undefined) return config;
  const appDir = path.join(ROOT, appDirName);
  const inputs = [path.join(appDir, 'package.json'), path.join(ROOT, 'shared-kernel', 'package.json')];
  const version = crypto.createHash('sha256');
  for (const file of inputs) version.update(fs.readFileSync(file));
  version.update(JSON.stringify({ mode: env.mode, insideBuiltShop: env.insideBuiltShop === true }));
  return {
    ...config,
    cache: {
      type: 'filesystem',
      name: `${appDirName}-${env.mode}${env.insideBuiltShop ? '-inside-built-shop' : ''}`,
      cacheDirectory: WEBPACK_CACHE_DIR,
      version: version.digest('hex').slice(0, 16),
      buildDependencies: { config: [...CONFIG_FILES, path.join(appDir, 'webpack.config.ts')] },
    },
  };
}

export async function loadAppConfig(appDirName: string, env: BuildEnv): Promise<webpack.Configuration> {
  const module = (await import(path.join(ROOT, appDirName, 'webpack.config.ts'))) as {
    default: ConfigFactory | { default: ConfigFactory };
  };
  const factory = typeof module.default === 'function' ? module.default : module.default.default;
  // production builds only: the dev servers (scripts/dev-servers.ts) keep webpack's memory cache
  return env.mode === 'production' ? withCache(appDirName, env, factory(env)) : factory(env);
}

export function compile(configs: webpack.Configuration[]): Promise<void> {
  return new Promise((resolve, reject) => {
    // webpack(configs, callback) closes the compiler after the run, which writes the persistent cache
    webpack(configs, (error, stats) => {
      if (error) return reject(error);
      if (!stats) return reject(new Error('webpack gave no stats'));
      const info = stats.toString({ preset: 'errors-warnings', colors: process.stdout.isTTY });
      if (info.trim()) console.log(info);
      if (stats.hasErrors()) return reject(new Error('Build failed'));
      resolve();
    });
  });
}
