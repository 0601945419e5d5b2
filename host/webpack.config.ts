import { randomUUID } from 'node:crypto';
import { register } from 'tsx/cjs/api';
import { appConfig, type BuildEnv } from '../scripts/webpack/app-config';
import type * as BootLists from './src/app/boot-lists';

/**
 * The shop's page: src/index.html with its boot lists written in from the route table and the
 * kernel (src/app/boot-lists.ts). Loaded afresh on every build (a namespace of its own, dropped
 * after, forgotten by webpack's cache), so a dev server's rebuild after a change to the route table writes the new lists.
 */
function page(template: string): string {
  const loader = register({ namespace: randomUUID() });
  try {
    const { withBootLists } = loader.require('./src/app/boot-lists.ts', __filename) as typeof BootLists;
    return withBootLists(template);
  } finally {
    loader.unregister();
    // webpack's cache follows this file's required modules as build dependencies, and a namespaced
    // path (`…?namespace=…`) is no file: it warned "Caching failed for pack" on every build
    const namespaced = (id: string) => id.includes('?namespace=');
    for (const [id, loaded] of Object.entries(require.cache)) {
      if (namespaced(id)) delete require.cache[id];
      else if (loaded) loaded.children = loaded.children.filter((child) => !namespaced(child.id));
    }
  }
}

// name and dev port: package.json "federation"; exposes: the files in src/exposes/
export default (env: BuildEnv) => appConfig({ appDir: __dirname, page }, env);
