/** Runs webpack for one or more app configurations and reports errors plainly. */
import path from 'node:path';
import webpack from 'webpack';
import type { BuildEnv } from './webpack/app-config';
import { ROOT } from './paths';

type ConfigFactory = (env: BuildEnv) => webpack.Configuration;

export async function loadAppConfig(appDirName: string, env: BuildEnv): Promise<webpack.Configuration> {
  const module = (await import(path.join(ROOT, appDirName, 'webpack.config.ts'))) as { default: ConfigFactory | { default: ConfigFactory } };
  const factory = typeof module.default === 'function' ? module.default : module.default.default;
  return factory(env);
}

export function compile(configs: webpack.Configuration[]): Promise<void> {
  return new Promise((resolve, reject) => {
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
