/** What the dev commands (pnpm dev, each app's dev, pnpm dev:remote) start: the API and webpack dev servers. */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import webpack from 'webpack';
import WebpackDevServer from 'webpack-dev-server';
import { answers } from './answers';
import { loadAppConfig } from './compile';
import { ROOT } from './paths';
import type { FrontEnd } from './webpack/apps';

async function waitFor(url: string, what: string, timeoutMs = 120_000): Promise<void> {
  const started = Date.now();
  while (!(await answers(url))) {
    if (Date.now() - started > timeoutMs) throw new Error(`${what} did not answer ${url} within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

const children: ChildProcess[] = [];
process.on('exit', () => children.forEach((child) => child.kill()));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(0));

/**
 * The API on `port` (restarted when its code changes with `watch`), unless one answers there
 * already, with the small demo data (DEMO_DATA unless set). `deployDir` makes it serve a built
 * front end too, as `pnpm start` does.
 */
export async function ensureApi(port: number, { watch = true, deployDir }: { watch?: boolean; deployDir?: string } = {}): Promise<void> {
  const url = `http://localhost:${port}/api/config`;
  if (await answers(url)) {
    console.log(`api: already running on http://localhost:${port}`);
    return;
  }
  const api = spawn(process.execPath, ['--import', 'tsx', ...(watch ? ['--watch'] : []), path.join(ROOT, 'api', 'src', 'main.ts')], {
    stdio: 'inherit',
    cwd: path.join(ROOT, 'api'),
    env: { DEMO_DATA: 'small', ...process.env, PORT: String(port), ...(deployDir ? { DEPLOY_DIR: deployDir } : {}) },
  });
  children.push(api);
  await waitFor(url, 'The API');
}

/** One app's webpack dev server with hot reload, on its own port. */
export async function startDevServer(app: FrontEnd, { insideBuiltShop = false } = {}): Promise<WebpackDevServer> {
  const config = await loadAppConfig(app.dir, { mode: 'development', insideBuiltShop });
  const { devServer, ...webpackConfig } = config as webpack.Configuration & { devServer: WebpackDevServer.Configuration };
  const server = new WebpackDevServer(devServer, webpack(webpackConfig));
  await server.start();
  console.log(`${app.dir}: http://localhost:${app.devPort}`);
  return server;
}
