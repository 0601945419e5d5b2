/**
 * `pnpm dev`: the api (port 8090, restarted on change) and every app's dev server with hot
 * reload: host http://localhost:8080 (proxying /api), remotes on 3001-3003.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import webpack from 'webpack';
import WebpackDevServer from 'webpack-dev-server';
import { loadAppConfig } from './compile';
import { ROOT } from './paths';
import { DEV_API_PORT, HOST, REMOTES } from './webpack/constants';

async function main() {
  const api = spawn(process.execPath, ['--import', 'tsx', '--watch', path.join(ROOT, 'api', 'src', 'main.ts')], {
    stdio: 'inherit',
    cwd: path.join(ROOT, 'api'),
    env: { ...process.env, PORT: String(DEV_API_PORT) },
  });
  process.on('exit', () => api.kill());

  for (const app of [...REMOTES, HOST]) {
    const config = await loadAppConfig(app.dir, { mode: 'development' });
    const { devServer, ...webpackConfig } = config as webpack.Configuration & { devServer: WebpackDevServer.Configuration };
    const server = new WebpackDevServer(devServer, webpack(webpackConfig));
    await server.start();
    console.log(`${app.dir}: http://localhost:${app.devPort}`);
  }
  console.log(`The shop in development: http://localhost:${HOST.devPort}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
