import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The Content-Security-Policy of the shell (deploy/index.html), from the files actually served:
 * the SHA-256 of each inline script and style of index.html (the boot script is rewritten by
 * pnpm build, switch:remote and rollback:remote), and the origins the runtime config and the
 * remotes manifest name (API base, remotes, allowed override origins, the tag manager). No
 * 'unsafe-inline' and no 'unsafe-eval'. Computed again when one of those files changes.
 */

const SELF = 'http://self.invalid';
/** The tag manager's script, its pixel and the analytics it sends to (only when config.json names a container). */
const TAG_MANAGER = {
  script: ['https://www.googletagmanager.com'],
  img: ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
  connect: ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'],
};

interface RuntimeConfigFile {
  apiBase?: unknown;
  stage?: unknown;
  gtmId?: unknown;
  remotesManifest?: unknown;
  remoteOverrideOrigins?: unknown;
}

const sha256 = (text: string): string => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** Script elements the browser runs (no src, JavaScript type) and style elements, as written. */
function inlineHashes(html: string): { scripts: string[]; styles: string[] } {
  const scripts: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    // data blocks (application/json: the boot routes and hints) are never run, so need no hash
    if (type && !['module', 'text/javascript', 'application/javascript'].includes(type)) continue;
    scripts.push(sha256(body));
  }
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)].map(([, body = '']) => sha256(body));
  return { scripts, styles };
}

/** When a file was last changed, as far as a cache needs to know. */
function stampOf(file: string): string {
  try {
    const stat = statSync(file);
    return `${stat.mtimeMs}:${stat.size}`;
  } catch {
    return 'missing';
  }
}

/** The files a policy is read from, each stamped before it is read (so a change during the reading is seen next time). */
class Reading {
  readonly stamps = new Map<string, string>();

  text(file: string): string {
    this.stamps.set(file, stampOf(file));
    return readFileSync(file, 'utf8');
  }

  json(file: string): unknown {
    try {
      return JSON.parse(this.text(file)) as unknown;
    } catch {
      return undefined;
    }
  }
}

function urlOf(value: unknown, base: string): URL | undefined {
  if (typeof value !== 'string' || value === '') return undefined;
  try {
    const url = new URL(value, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
}

/** The origin of a URL when it is another site's ('self' covers the shop's own). */
const foreignOrigin = (url: URL | undefined): string[] => (url && url.origin !== SELF ? [url.origin] : []);

/** The file of deploy/ a URL on the shop's own origin names. */
const localFile = (deployDir: string, url: URL): string => join(deployDir, decodeURIComponent(url.pathname));

function computePolicy(deployDir: string, read: Reading): string {
  const { scripts, styles } = inlineHashes(read.text(join(deployDir, 'index.html')));
  const config = (read.json(join(deployDir, 'config.json')) ?? {}) as RuntimeConfigFile;

  const api = foreignOrigin(urlOf(config.apiBase, `${SELF}/`));
  const manifestUrl = urlOf(config.remotesManifest, `${SELF}/`);
  // where the remotes' code comes from: each manifest entry, and the public path of its federation manifest
  const remotes = new Set<string>(foreignOrigin(manifestUrl));
  if (manifestUrl && manifestUrl.origin === SELF) {
    const entries = read.json(localFile(deployDir, manifestUrl));
    for (const entry of Object.values(typeof entries === 'object' && entries ? entries : {})) {
      const federationUrl = urlOf(entry, manifestUrl.href);
      if (!federationUrl) continue;
      foreignOrigin(federationUrl).forEach((origin) => remotes.add(origin));
      if (federationUrl.origin !== SELF) continue;
      const publicPath = (read.json(localFile(deployDir, federationUrl)) as { metaData?: { publicPath?: unknown } } | undefined)?.metaData
        ?.publicPath;
      if (publicPath !== 'auto') foreignOrigin(urlOf(publicPath, federationUrl.href)).forEach((origin) => remotes.add(origin));
    }
  }
  // a tester's override (never in production) may load a remote from these origins, a dev server with its reload socket
  const overrides =
    config.stage !== 'production' && Array.isArray(config.remoteOverrideOrigins)
      ? config.remoteOverrideOrigins.flatMap((origin) => foreignOrigin(urlOf(origin, `${SELF}/`)))
      : [];
  const sockets = overrides.map((origin) => origin.replace(/^http/, 'ws'));
  const tagManager =
    typeof config.gtmId === 'string' && /^GTM-[A-Z0-9]+$/.test(config.gtmId) ? TAG_MANAGER : { script: [], img: [], connect: [] };
  const code = [...remotes, ...overrides];

  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...scripts, ...code, ...tagManager.script]],
    ['script-src-attr', ["'none'"]],
    ['style-src', ["'self'", ...styles, ...code]],
    ['img-src', ["'self'", 'data:', ...api, ...code, ...tagManager.img]],
    ['font-src', ["'self'", ...code]],
    ['connect-src', ["'self'", ...api, ...code, ...sockets, ...tagManager.connect]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`).join('; ');
}

/**
 * The shell's policy for a deploy folder, read again only when index.html, config.json or a
 * manifest it was read from has changed (a few stat calls per page load, nothing per API call).
 */
export function shellPolicy(deployDir: string): () => string {
  let cached: { policy: string; stamps: Map<string, string> } | undefined;
  return () => {
    if (cached && [...cached.stamps].every(([file, stamp]) => stampOf(file) === stamp)) return cached.policy;
    const read = new Reading();
    const policy = computePolicy(deployDir, read);
    cached = { policy, stamps: read.stamps };
    return policy;
  };
}
