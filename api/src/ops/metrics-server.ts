/**
 * GET /metrics on a port of its own (METRICS_PORT), apart from the shop's: a port the load
 * balancer does not forward is not reachable from the internet, and the shop's rate limits and
 * routes never see a scrape. METRICS_TOKEN, when set, is also required (Authorization: Bearer),
 * compared in constant time: for a metrics port that must be reachable beyond the machine.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface MetricsServerOptions {
  port: number;
  /** Where to listen (METRICS_HOST): 127.0.0.1 unless set, so that the metrics stay on the machine. */
  host: string;
  /** Required as a bearer token when set (METRICS_TOKEN). */
  token?: string;
  /** The exposition: one instance's metrics, or every instance's added up (ops/metrics.ts). */
  metrics: () => Promise<{ contentType: string; body: string }>;
  onError?: (error: unknown) => void;
}

const digest = (text: string): Buffer => createHash('sha256').update(text, 'utf8').digest();

/** Whether `authorization` presents `token` as a bearer token: digests compared in constant time, whatever the lengths. */
function presentsToken(authorization: string | undefined, token: string): boolean {
  const presented = /^Bearer (.+)$/i.exec(authorization?.trim() ?? '')?.[1] ?? '';
  return timingSafeEqual(digest(presented), digest(token)) && presented.length > 0;
}

export interface MetricsServer {
  /** The port it listens on (the one asked for, or the one given for 0). */
  port: number;
  close(): Promise<void>;
}

export async function startMetricsServer(options: MetricsServerOptions): Promise<MetricsServer> {
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found: metrics are at GET /metrics\n');
      return;
    }
    if (options.token !== undefined && !presentsToken(request.headers.authorization, options.token)) {
      response
        .writeHead(401, { 'content-type': 'text/plain; charset=utf-8', 'www-authenticate': 'Bearer' })
        .end('The metrics need the bearer token METRICS_TOKEN\n');
      return;
    }
    options.metrics().then(
      ({ contentType, body }) => {
        response
          .writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' })
          .end(request.method === 'HEAD' ? undefined : body);
      },
      (error: unknown) => {
        options.onError?.(error);
        response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('The metrics could not be collected\n');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeIdleConnections();
      }),
  };
}
