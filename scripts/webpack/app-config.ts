/**
 * The one webpack configuration every front end is built with. Each app's webpack.config.ts
 * calls `appConfig` with its folder; its name and dev-server port come from its package.json and
 * what it exposes from its src/exposes/ folder (scripts/webpack/apps.ts). Everything else
 * (loaders, shared singletons, federation runtime options, chunk timeout) is decided here once.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import webpack from 'webpack';
import zlib from 'node:zlib';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import CompressionPlugin from 'compression-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { SHARED_SINGLETONS, EAGER_IN_HOST, CHUNK_LOAD_TIMEOUT_MS, DEV_API_PORT } from './constants';
import { HOST, REMOTES, exposesOf, readFrontEnd, readPackage, KERNEL_DIR, type PackageJson } from './apps';
import { answers } from '../answers';
import { readManifest } from '../deploy-layout';
import { DEPLOY_DIR } from '../paths';
import { jsMinimizer } from './minimizer';

export interface AppOptions {
  /** The app folder (where package.json and src/ live); its package.json names it and its dev port. */
  appDir: string;
  /** What the build writes into src/index.html before it is the app's page (the host's boot lists), on every build. */
  page?: (template: string) => string | Promise<string>;
}

export interface BuildEnv {
  mode: 'development' | 'production';
  /** Where the build goes; defaults to dist/ in the app. */
  outDir?: string;
  /** Overrides the version from package.json (used to publish a second build of a remote). */
  version?: string;
  /**
   * A development build that runs inside the production-built shop (pnpm dev:remote): its JSX
   * goes through the shared react/jsx-runtime, since the shop's production React has no dev runtime,
   * and its code and CSS are files (no eval, no injected style elements), as the shop's CSP wants.
   */
  insideBuiltShop?: boolean;
}

const KERNEL_PACKAGE = '@parts/shared-kernel';
/**
 * Subpaths of the kernel that are plain data, so the host's build can read its route table in Node
 * (host/webpack.config.ts). In a bundle they resolve to shared-kernel/src/plain-data.ts, which
 * takes them from the shared kernel: one instance, not a second copy in the app's chunks.
 */
const KERNEL_PLAIN_DATA = ['paths', 'slider-type', 'reference-data-paths'];

interface SharedSingleton {
  singleton: true;
  requiredVersion: string | false;
  strictVersion?: boolean;
  /** A kernel facade that provides the library (only the part the apps use). */
  import?: string;
  version?: string;
  /** Provided from the entry chunk (the host's every-page modules, EAGER_IN_HOST). */
  eager?: true;
}

/** The package folder of a kernel dependency. */
function packageDir(name: string): string {
  return path.dirname(createRequire(path.join(KERNEL_DIR, 'package.json')).resolve(`${name}/package.json`));
}

/** The version of a library a kernel facade provides (valibot's exports map lists no package.json). */
function facadeVersion(name: string): string {
  const pkg = JSON.parse(fs.readFileSync(path.join(KERNEL_DIR, 'node_modules', name, 'package.json'), 'utf8')) as PackageJson;
  return pkg.version;
}

/**
 * Libraries shared through a kernel facade instead of their whole index (a shared module cannot
 * be tree-shaken): the apps import the library by its name and get the facade.
 */
const SHARED_FACADES: Record<string, string> = {
  'react-i18next': path.join(KERNEL_DIR, 'src', 'react-i18next.js'),
  valibot: path.join(KERNEL_DIR, 'src', 'valibot.js'),
};

/**
 * The shared kernel is versioned with semver: an app built against kernel 1.1.0 needs ^1.1.0 and
 * refuses any other (strictVersion), so a remote built against another major shows a clear error
 * in its area instead of running on a kernel it does not know. Libraries need the range the app
 * depends on, and the one instance loaded first serves all.
 */
function sharedConfig(pkg: PackageJson, isHost: boolean) {
  const deps = pkg.dependencies ?? {};
  const shared: Record<string, SharedSingleton> = {};
  for (const [name, base] of Object.entries(SHARED_SINGLETONS)) {
    const range = deps[base];
    shared[name] =
      base === KERNEL_PACKAGE
        ? { singleton: true, requiredVersion: `^${readPackage(KERNEL_DIR).version}`, strictVersion: true }
        : { singleton: true, requiredVersion: range ?? false };
    const facade = SHARED_FACADES[name];
    if (facade) shared[name] = { ...shared[name], import: facade, version: facadeVersion(base) };
    if (isHost && EAGER_IN_HOST.includes(name)) shared[name] = { ...shared[name], eager: true };
  }
  return shared;
}

/** A remote's build-info.json: which version this is, when it was built, against which kernel (pnpm remotes:status). */
class BuildInfoPlugin {
  constructor(private readonly info: { name: string; version: string; kernel: string }) {}

  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('BuildInfoPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'BuildInfoPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const info = { ...this.info, builtAt: new Date().toISOString() };
        compilation.emitAsset('build-info.json', new webpack.sources.RawSource(JSON.stringify(info, null, 2) + '\n'));
      });
    });
  }
}

/**
 * The app's page: its src/index.html, given to HtmlWebpackPlugin as it is (`templateContent`, read
 * on every build and watched) rather than as a `template`. A template is compiled by a child
 * compilation, and a child compilation inherits the federation plugin: its ProvideSharedPlugin
 * adds every shared module whose `import` is a file (the kernel facades, SHARED_FACADES) to it,
 * so the template's compilation built a facade's chunk of its own, under the chunk name the app
 * gives it, and HtmlWebpackPlugin emitted it beside the app's. Without the app's split chunks
 * (valibot split off into a vendors chunk) the two differ: "Multiple assets emit different content
 * to the same filename shared-kernel_src_valibot_js.js" in every remote's development build (and
 * shared-kernel_src_react-i18next_js.js in the cart's for pnpm dev:remote). The host was spared (it
 * provides the facades eagerly: they went into the template's own code, which is not emitted), and
 * a production build has no remote page. The pages use no template syntax; `page` (the host's)
 * writes what the build knows into the file's text.
 */
function htmlPage(file: string, isProd: boolean, page: AppOptions['page']): webpack.WebpackPluginInstance[] {
  return [
    new HtmlWebpackPlugin({
      templateContent: async () => {
        const template = fs.readFileSync(file, 'utf8');
        return page ? page(template) : template;
      },
      scriptLoading: 'defer',
      minify: isProd,
    }),
    {
      apply(compiler: webpack.Compiler) {
        compiler.hooks.thisCompilation.tap('HtmlPageFile', (compilation) => compilation.fileDependencies.add(file));
      },
    },
  ];
}

async function devRemotesManifest(): Promise<Record<string, string>> {
  const built = readManifest('production');
  const entries = await Promise.all(
    REMOTES.map(async (remote) => {
      const devServer = `http://localhost:${remote.devPort}/mf-manifest.json`;
      const deployed = built[remote.name];
      return [remote.name, deployed && !(await answers(devServer)) ? `/${deployed}` : devServer] as const;
    }),
  );
  return Object.fromEntries(entries);
}

export function appConfig(options: AppOptions, env: BuildEnv): webpack.Configuration & { devServer?: DevServerConfiguration } {
  const { appDir } = options;
  const { name, devPort } = readFrontEnd(path.basename(appDir), path.dirname(appDir));
  const pkg = readPackage(appDir);
  const version = env.version ?? pkg.version;
  const isProd = env.mode === 'production';
  const outDir = env.outDir ?? path.join(appDir, 'dist');
  const isHost = name === HOST.name;
  // code and styles as files: the shop's Content-Security-Policy (served by the API) allows no eval
  // and no inline style, so a dev build that runs inside the built shop (pnpm dev:remote) needs neither
  const asFiles = isProd || env.insideBuiltShop === true;
  const exposes = isHost ? undefined : exposesOf(appDir);
  const runtimeDir = path.join(appDir, 'src', 'federation');

  return {
    mode: env.mode,
    context: appDir,
    // a remote's own page exists only to run it alone in development
    entry: isHost || !isProd ? { main: './src/index.ts' } : {},
    devtool: isProd ? 'source-map' : asFiles ? 'cheap-module-source-map' : 'eval-cheap-module-source-map',
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
      clean: isHost ? { keep: (file: string) => file.startsWith('remotes') || file === 'config.json' || file.startsWith('sw.js') } : true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.json'],
      // the react-i18next facade reaches the package's ES modules one by one (its exports map lists only the index)
      // (the valibot facade its package's ES build, by a name that is not the shared module's)
      alias: {
        'react-i18next-es': path.join(packageDir('react-i18next'), 'dist', 'es'),
        // (valibot's exports map lists no package.json: its CommonJS build's folder holds the ES build too)
        'valibot-es$': path.join(path.dirname(createRequire(path.join(KERNEL_DIR, 'package.json')).resolve('valibot')), 'index.mjs'),
        // the kernel's plain-data subpaths (files Node reads at build time) from the shared kernel in the browser
        ...Object.fromEntries(
          KERNEL_PLAIN_DATA.map((subpath) => [`${KERNEL_PACKAGE}/${subpath}$`, path.join(KERNEL_DIR, 'src', 'plain-data.ts')]),
        ),
      },
    },
    module: {
      rules: [
        {
          // The federation runtime ships as ES modules and as CommonJS, and its own packages require()
          // each other: they get the ES build whatever the import style, so the runtime is bundled once.
          test: /[\\/]@module-federation[\\/]/,
          resolve: { conditionNames: ['import', 'module', 'webpack', 'browser', 'default'] },
        },
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !isProd && !env.insideBuiltShop, refresh: false } },
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
            asFiles ? MiniCssExtractPlugin.loader : 'style-loader',
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
      new webpack.DefinePlugin({
        __APP_VERSION__: JSON.stringify(version),
        __APP_NAME__: JSON.stringify(name),
        __KERNEL_VERSION__: JSON.stringify(readPackage(KERNEL_DIR).version),
      }),
      new ModuleFederationPlugin({
        name,
        filename: isHost ? undefined : 'remoteEntry.js',
        exposes,
        // The host knows no remote at build time: it registers them from the runtime manifest.
        remotes: isHost ? {} : undefined,
        shared: sharedConfig(pkg, isHost),
        shareStrategy: 'loaded-first',
        runtimePlugins: isHost
          ? ['retry-plugin.ts', 'remote-error-plugin.ts', 'kernel-check.ts'].map((plugin) => path.join(runtimeDir, plugin))
          : [],
        manifest: isHost ? false : { fileName: 'mf-manifest.json' },
        dts: false,
        dev: false,
        experiments: {
          ...(isHost
            ? { provideExternalRuntime: true }
            : // a remote running on its own dev server (no host around) needs its own runtime
              { externalRuntime: isProd }),
          // only the browser's way of loading a remote entry: the runtime's Node.js loaders are dropped
          optimization: { target: 'web' },
        },
      }),
      ...(isHost ? [] : [new BuildInfoPlugin({ name, version, kernel: readPackage(KERNEL_DIR).version })]),
      ...(asFiles
        ? [
            new MiniCssExtractPlugin({
              filename: '[name].css',
              chunkFilename: isProd ? '[name].[contenthash:8].css' : '[name].css',
              ignoreOrder: true,
            }),
          ]
        : []),
      ...(isProd
        ? [
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
      ...(isHost || !isProd ? htmlPage(path.join(appDir, 'src', 'index.html'), isProd, options.page) : []),
    ],
    optimization: {
      // each container keeps its webpack runtime in its entry (the federation runtime hooks into it)
      runtimeChunk: false,
      // libraries several pages of one app use (react-hook-form, papaparse...) arrive once
      splitChunks: { chunks: 'async' },
      ...(isProd ? { minimizer: [jsMinimizer()] } : {}),
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
      allowedHosts: 'all',
      // a remote's page may be the host's (pnpm dev, pnpm dev:remote): its reload socket still comes here
      client: { overlay: { errors: true, warnings: false }, webSocketURL: `ws://localhost:${devPort}/ws` },
      proxy: [{ context: ['/api', '/backoffice', '/docs'], target: `http://localhost:${DEV_API_PORT}` }],
      // in development the host takes each remote from its dev server when one runs, else the built
      // one in deploy/ (so `pnpm --filter @parts/host dev` works alone)
      ...(isHost
        ? {
            static: { directory: path.join(DEPLOY_DIR, 'remotes'), publicPath: '/remotes', watch: false },
            setupMiddlewares: (middlewares, devServer) => {
              devServer.app?.get('/config.json', (_req, res) => {
                res.json({ apiBase: '', storeId: null, stage: 'development', gtmId: null, remotesManifest: '/remotes.dev.json' });
              });
              devServer.app?.get('/remotes.dev.json', (_req, res) => {
                void devRemotesManifest().then((manifest) => res.json(manifest));
              });
              return middlewares;
            },
          }
        : {}),
    },
  };
}
