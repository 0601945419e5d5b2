/**
 * The one webpack configuration every front end is built with. Each app's webpack.config.ts
 * calls `appConfig` with what makes it different: its federation name, what it exposes and
 * its dev-server port. Everything else (loaders, shared singletons, federation runtime
 * options, chunk timeout) is decided here once.
 */
import path from 'node:path';
import fs from 'node:fs';
import webpack from 'webpack';
import zlib from 'node:zlib';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import CompressionPlugin from 'compression-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { SHARED_SINGLETONS, CHUNK_LOAD_TIMEOUT_MS, DEV_API_PORT, REMOTES } from './constants';

export type AppKind = 'host' | 'remote';

export interface AppOptions {
  /** The app folder (where package.json and src/ live). */
  appDir: string;
  kind: AppKind;
  /** Federation container name: host, catalog, cart_checkout, account. */
  name: string;
  /** Public modules of a remote: './Name' -> './src/exposes/Name.tsx'. */
  exposes?: Record<string, string>;
  devPort: number;
}

export interface BuildEnv {
  mode: 'development' | 'production';
  /** Where the build goes; defaults to dist/ in the app. */
  outDir?: string;
  /** Overrides the version from package.json (used to publish a second build of a remote). */
  version?: string;
}

interface PackageJson {
  version: string;
  dependencies?: Record<string, string>;
}

export function readPackage(appDir: string): PackageJson {
  return JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8')) as PackageJson;
}

function sharedConfig(pkg: PackageJson) {
  const deps = pkg.dependencies ?? {};
  const shared: Record<string, { singleton: true; requiredVersion: string | false; eager?: boolean }> = {};
  for (const [name, base] of Object.entries(SHARED_SINGLETONS)) {
    const range = deps[base];
    shared[name] = {
      singleton: true,
      // workspace packages are shared by name; their range is "workspace:*"
      requiredVersion: range && !range.startsWith('workspace:') ? range : false,
    };
  }
  return shared;
}

/**
 * The federation runtime ships as ES modules and as CommonJS, and webpack's bundler runtime, our own
 * imports (registerRemotes, loadRemote) and the runtime plugins reach it by different routes. Every
 * CommonJS file of a @module-federation package is swapped for its ES twin, so the host carries the
 * runtime once; the retry plugin's older sdk is replaced by the runtime's own (it only uses createLogger).
 */
class OneFederationRuntime {
  apply(compiler: webpack.Compiler) {
    compiler.hooks.normalModuleFactory.tap('OneFederationRuntime', (factory) => {
      factory.hooks.afterResolve.tap('OneFederationRuntime', (data) => {
        const { resource } = data.createData;
        if (!resource || !/@module-federation[\\/][^\\/]+[\\/]dist[\\/].*\.cjs$/.test(resource)) return;
        const esm = resource.replace(/\.cjs$/, '.js');
        if (!fs.existsSync(esm)) return;
        data.createData.resource = esm;
        data.createData.type = 'javascript/auto';
        data.createData.parser = factory.getParser('javascript/auto');
        data.createData.generator = factory.getGenerator('javascript/auto');
        if (data.createData.request) data.createData.request = data.createData.request.replace(resource, esm);
        if (data.createData.userRequest) data.createData.userRequest = data.createData.userRequest.replace(resource, esm);
      });
    });
  }
}
const enhancedDir = path.dirname(require.resolve('@module-federation/enhanced'));
const sdkDir = path.dirname(path.dirname(require.resolve('@module-federation/sdk', { paths: [enhancedDir] })));
const FEDERATION_RUNTIME_ALIASES = {
  '@module-federation/enhanced/runtime$': path.join(enhancedDir, 'runtime.mjs'),
  '@module-federation/sdk$': path.join(sdkDir, 'dist', 'index.js'),
};

export function appConfig(options: AppOptions, env: BuildEnv): webpack.Configuration & { devServer?: DevServerConfiguration } {
  const { appDir, kind, name, exposes, devPort } = options;
  const pkg = readPackage(appDir);
  const version = env.version ?? pkg.version;
  const isProd = env.mode === 'production';
  const outDir = env.outDir ?? path.join(appDir, 'dist');
  const isHost = kind === 'host';
  const runtimeDir = path.join(appDir, 'src', 'federation');

  return {
    mode: env.mode,
    context: appDir,
    // a remote's own page exists only to run it alone in development
    entry: isHost || !isProd ? { main: './src/index.ts' } : {},
    devtool: isProd ? 'source-map' : 'eval-cheap-module-source-map',
    target: 'web',
    output: {
      path: outDir,
      publicPath: isHost ? '/' : 'auto',
      // entry names stay plain: the federation runtime cannot resolve a hashed entry name
      filename: '[name].js',
      chunkFilename: isProd ? '[name].[contenthash:8].js' : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      uniqueName: name,
      chunkLoadTimeout: CHUNK_LOAD_TIMEOUT_MS,
      // the host builds into deploy/ itself: keep the remotes and the environment's files
      clean: isHost ? { keep: (file: string) => file.startsWith('remotes') || file === 'config.json' } : true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.json'],
      alias: FEDERATION_RUNTIME_ALIASES,
    },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !isProd, refresh: false } },
                target: 'es2020',
              },
            },
          },
        },
        {
          test: /\.css$/,
          use: [
            // production: real .css files, listed in the federation manifest and loaded with the
            // chunk that needs them (before its code runs, so nothing renders unstyled)
            isProd ? MiniCssExtractPlugin.loader : 'style-loader',
            {
              loader: 'css-loader',
              options: {
                modules: {
                  auto: true,
                  namedExport: false,
                  exportLocalsConvention: 'as-is',
                  localIdentName: isProd ? `${name}-[hash:base64:6]` : `${name}-[name]-[local]`,
                },
              },
            },
          ],
        },
        { test: /\.(png|jpe?g|svg|gif|webp)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new OneFederationRuntime(),
      new webpack.DefinePlugin({
        __APP_VERSION__: JSON.stringify(version),
        __APP_NAME__: JSON.stringify(name),
      }),
      new ModuleFederationPlugin({
        name,
        filename: isHost ? undefined : 'remoteEntry.js',
        exposes: isHost ? undefined : exposes,
        // The host knows no remote at build time: it registers them from the runtime manifest.
        remotes: isHost ? {} : undefined,
        shared: sharedConfig(pkg),
        shareStrategy: 'loaded-first',
        runtimePlugins: isHost
          ? [path.join(runtimeDir, 'retry-plugin.ts'), path.join(runtimeDir, 'remote-error-plugin.ts')]
          : [],
        manifest: isHost ? false : { fileName: 'mf-manifest.json' },
        dts: false,
        dev: false,
        experiments: isHost
          ? { provideExternalRuntime: true }
          : // a remote running on its own dev server (no host around) needs its own runtime
            { externalRuntime: isProd },
      }),
      ...(isProd
        ? [
            new MiniCssExtractPlugin({ filename: '[name].css', chunkFilename: '[name].[contenthash:8].css', ignoreOrder: true }),
            // brotli at its best quality once at build time; the server sends these as they are
            new CompressionPlugin<zlib.BrotliOptions>({
              test: /\.(js|css|svg)$/,
              filename: '[path][base].br',
              algorithm: 'brotliCompress',
              compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
              threshold: 1024,
              minRatio: 0.9,
            }),
          ]
        : []),
      // the host's page is the shop; a remote's page is only for running it alone in development
      ...(isHost || !isProd
        ? [new HtmlWebpackPlugin({ template: path.join(appDir, 'src', 'index.html'), scriptLoading: 'defer', minify: isProd })]
        : []),
    ],
    optimization: {
      // each container keeps its webpack runtime in its entry (the federation runtime hooks into it)
      runtimeChunk: false,
      // libraries several pages of one app use (react-hook-form, papaparse...) arrive once
      splitChunks: { chunks: 'async' },
    },
    performance: { hints: false },
    infrastructureLogging: { level: 'warn' },
    stats: 'errors-warnings',
    devServer: {
      port: devPort,
      hot: true,
      historyApiFallback: true,
      headers: {
        'Access-Control-Allow-Origin': '*',
        'Timing-Allow-Origin': '*',
      },
      client: { overlay: { errors: true, warnings: false } },
      proxy: [
        { context: ['/api', '/backoffice', '/docs'], target: `http://localhost:${DEV_API_PORT}` },
      ],
      // in development the host's runtime config points at the remotes' dev servers
      ...(isHost
        ? {
            setupMiddlewares: (middlewares, devServer) => {
              devServer.app?.get('/config.json', (_req, res) => {
                res.json({ apiBase: '', storeId: null, stage: 'development', gtmId: null, remotesManifest: '/remotes.dev.json' });
              });
              devServer.app?.get('/remotes.dev.json', (_req, res) => {
                res.json(Object.fromEntries(REMOTES.map((r) => [r.name, `http://localhost:${r.devPort}/mf-manifest.json`])));
              });
              return middlewares;
            },
          }
        : {}),
    },
  };
}
