/**
 * Boot hints in index.html: for each remote of the environment config.json names, where its
 * mf-manifest.json and remoteEntry.js are and which files each exposed module needs first
 * (from the remote's federation manifest). The boot script in index.html preloads those of the
 * opened page while the shell's own code arrives, instead of one request after another.
 * `pnpm build` and `pnpm switch:remote` rewrite them; they are hints only: the host still reads
 * config.json and the remotes manifest and loads what they name.
 */
import fs from 'node:fs';
import path from 'node:path';
import { DEPLOY_DIR } from './paths';

export interface RemoteHint {
  manifest: string;
  entry: string;
  /** exposed module name (without './') -> the JS and CSS files it needs before it runs */
  exposes: Record<string, string[]>;
}

interface FederationManifest {
  metaData: { remoteEntry: { name: string; path: string }; publicPath?: string };
  exposes: { name: string; assets: { js: { sync: string[] }; css: { sync: string[] } } }[];
}

const HINTS = /<script id="?boot-hints"? type="?application\/json"?>[\s\S]*?<\/script>/;
const ORIGIN = 'http://deploy.invalid';

/** A URL as the page will ask for it: a path when it is on the shop's own origin. */
function asPageUrl(url: URL): string {
  return url.origin === ORIGIN ? url.pathname : url.href;
}

export function bootHints(deployDir = DEPLOY_DIR): Record<string, RemoteHint> {
  const config = JSON.parse(fs.readFileSync(path.join(deployDir, 'config.json'), 'utf8')) as { remotesManifest: string };
  const manifestUrl = new URL(config.remotesManifest, `${ORIGIN}/`);
  if (manifestUrl.origin !== ORIGIN) return {};
  const manifestFile = path.join(deployDir, decodeURIComponent(manifestUrl.pathname));
  if (!fs.existsSync(manifestFile)) return {};
  const remotes = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, string>;
  const hints: Record<string, RemoteHint> = {};
  for (const [name, entry] of Object.entries(remotes)) {
    const federationUrl = new URL(entry, manifestUrl);
    if (federationUrl.origin !== ORIGIN) continue;
    const federationFile = path.join(deployDir, decodeURIComponent(federationUrl.pathname));
    if (!fs.existsSync(federationFile)) continue;
    const federation = JSON.parse(fs.readFileSync(federationFile, 'utf8')) as FederationManifest;
    const publicPath = federation.metaData.publicPath && federation.metaData.publicPath !== 'auto' ? federation.metaData.publicPath : './';
    const base = new URL(publicPath, federationUrl);
    const file = (name: string) => asPageUrl(new URL(name, base));
    const { remoteEntry } = federation.metaData;
    hints[name] = {
      manifest: asPageUrl(federationUrl),
      entry: file(path.posix.join(remoteEntry.path, remoteEntry.name)),
      exposes: Object.fromEntries(
        federation.exposes.map((expose) => [
          expose.name.replace(/^\.\//, ''),
          [...expose.assets.css.sync, ...expose.assets.js.sync].map(file),
        ]),
      ),
    };
  }
  return hints;
}

/** Writes the current boot hints into deploy/index.html. */
export function writeBootHints(deployDir = DEPLOY_DIR): void {
  const indexFile = path.join(deployDir, 'index.html');
  const html = fs.readFileSync(indexFile, 'utf8');
  if (!HINTS.test(html)) throw new Error('index.html has no <script id="boot-hints" type="application/json"> to fill');
  // '<' escaped so a file name can never close the script element
  const json = JSON.stringify(bootHints(deployDir)).replace(/</g, '\\u003c');
  fs.writeFileSync(indexFile, html.replace(HINTS, `<script id="boot-hints" type="application/json">${json}</script>`));
}
