/**
 * The shop's service worker (host/service-worker/sw.ts with the Workbox modules it uses) as one
 * classic script, deploy/sw.js: a compilation of its own beside the host's, so the worker needs
 * nothing of the host's build (no federation, no HTML) and the host's pages carry none of its bytes.
 */
import path from 'node:path';
import zlib from 'node:zlib';
import type webpack from 'webpack';
import CompressionPlugin from 'compression-webpack-plugin';
import { ROOT } from '../paths';
import { jsMinimizer } from './minimizer';

export const SERVICE_WORKER_FILE = 'sw.js';

export function serviceWorkerConfig(outDir: string): webpack.Configuration {
  const sourceDir = path.join(ROOT, 'host', 'service-worker');
  return {
    name: 'service-worker',
    mode: 'production',
    context: sourceDir,
    entry: { sw: './sw.ts' },
    target: 'webworker',
    devtool: 'source-map',
    output: { path: outDir, filename: SERVICE_WORKER_FILE, clean: false, iife: true },
    resolve: { extensions: ['.ts', '.js'] },
    module: {
      rules: [
        {
          test: /\.ts$/,
          exclude: /node_modules/,
          use: { loader: 'swc-loader', options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2020' } } },
        },
      ],
    },
    plugins: [
      new CompressionPlugin<zlib.BrotliOptions>({
        test: /\.js$/,
        filename: '[path][base].br',
        algorithm: 'brotliCompress',
        compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
        threshold: 1024,
        minRatio: 0.9,
      }),
    ],
    optimization: { minimizer: [jsMinimizer()] },
    performance: { hints: false },
    infrastructureLogging: { level: 'warn' },
    stats: 'errors-warnings',
  };
}
