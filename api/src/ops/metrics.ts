/**
 * Prometheus metrics (prom-client): the process's own (CPU, memory, heap, GC, event-loop delay),
 * and each server's: request durations by route pattern and status, the database's connections,
 * login throttle refusals, and any gauge added with `addGauge` (the mail outbox, say). Served by
 * ops/metrics-server.ts on a port of their own (METRICS_PORT), never on the shop's port.
 */
import type { FastifyInstance } from 'fastify';
import { AggregatorRegistry, collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { PoolStats } from '../db/database';

/** The route label of a request no route matched (a 404): one value, however many URLs are tried. */
const UNMATCHED_ROUTE = '(unmatched)';
/** The login route, whose 429 answers are the login throttle's refusals. */
const LOGIN_ROUTES = new Set(['/api/user/login']);
/** Seconds: from a cached lookup (a few ms) to a password check at OWASP's cost (about 0.3 s) and beyond. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** A gauge whose value cannot be had within this long is NaN (unknown) in that scrape. */
const GAUGE_TIMEOUT_MS = 2000;

let processRegistry: Registry | undefined;

/**
 * The process's metrics (prom-client's defaults, event-loop delay among them), made once per
 * process however many servers it builds (tests build many).
 */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

export interface GaugeSpec {
  /** A Prometheus name: parts_ prefix, unit suffix (`parts_outbox_oldest_pending_seconds`). */
  name: string;
  help: string;
  /** Read at each scrape; a throw or no answer within 2 s makes it NaN (unknown) in that scrape. */
  collect: () => number | Promise<number>;
  /** How instances of the API add up (API_INSTANCES): 'sum' (default) for counts of their own, 'max'/'first' for a value they share (a table's depth). */
  aggregate?: 'sum' | 'max' | 'min' | 'first' | 'average';
}

/** One server's metrics (buildServer makes one; `app.metrics` is it). */
export class ServerMetrics {
  readonly registry = new Registry();
  private readonly requestDuration: Histogram<'method' | 'route' | 'status_code'>;
  private readonly loginThrottleRefusals: Counter;

  constructor(
    connections: () => PoolStats,
    private readonly onError: (name: string, error: unknown) => void = () => undefined,
  ) {
    this.requestDuration = new Histogram({
      name: 'parts_http_request_duration_seconds',
      help: 'Time to answer a request, by method, route pattern and status code',
      labelNames: ['method', 'route', 'status_code'],
      buckets: DURATION_BUCKETS,
      registers: [this.registry],
    });
    this.loginThrottleRefusals = new Counter({
      name: 'parts_login_throttle_refusals_total',
      help: 'Sign-ins refused by the login throttle (429 answers of POST /api/user/login)',
      registers: [this.registry],
    });
    const pool: [keyof PoolStats, string][] = [
      ['total', 'Database connections open (PostgreSQL: the pool; SQLite: its one connection)'],
      ['idle', 'Database connections open and idle'],
      ['waiting', 'Queries waiting for a database connection (PostgreSQL pool; always 0 on SQLite)'],
    ];
    for (const [key, help] of pool) {
      this.addGauge({
        name: `parts_db_pool_${key === 'waiting' ? 'waiting_requests' : `${key}_connections`}`,
        help,
        collect: () => connections()[key],
      });
    }
  }

  /** A gauge read at each scrape, e.g. the outbox's depth: `app.metrics.addGauge({ name, help, collect })`. */
  addGauge(spec: GaugeSpec): void {
    const { onError } = this;
    new Gauge({
      name: spec.name,
      help: spec.help,
      registers: [this.registry],
      aggregator: spec.aggregate ?? 'sum',
      async collect() {
        let timer: NodeJS.Timeout | undefined;
        try {
          const value = await Promise.race([
            Promise.resolve().then(spec.collect),
            new Promise<never>((_resolve, reject) => {
              timer = setTimeout(() => reject(new Error(`no value within ${GAUGE_TIMEOUT_MS} ms`)), GAUGE_TIMEOUT_MS);
            }),
          ]);
          this.set(value);
        } catch (error) {
          // NaN: unknown this time (an unlabelled gauge would otherwise say 0, which would read as "empty")
          this.set(Number.NaN);
          onError(spec.name, error);
        } finally {
          clearTimeout(timer);
        }
      },
    });
  }

  /** Times every answer of `app` by its route pattern (never the raw URL: one series per route, not per product). */
  install(app: FastifyInstance): void {
    app.addHook('onResponse', (request, reply, done) => {
      const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
      const status = reply.statusCode;
      this.requestDuration.observe({ method: request.method, route, status_code: String(status) }, reply.elapsedTime / 1000);
      if (status === 429 && LOGIN_ROUTES.has(route)) this.loginThrottleRefusals.inc();
      done();
    });
  }

  /** This process's metrics and this server's, as one registry (what a scrape of one instance reads). */
  registries(): Registry[] {
    return [processMetrics(), this.registry];
  }

  /** The exposition of one process (API_INSTANCES=1). */
  async exposition(): Promise<{ contentType: string; body: string }> {
    const merged = Registry.merge(this.registries());
    return { contentType: merged.contentType, body: await merged.metrics() };
  }

  /**
   * In an instance of several (node:cluster worker): answers the primary's requests for this
   * instance's metrics, which the primary adds up (metricsOfInstances).
   */
  reportToPrimary(): void {
    // the constructor installs prom-client's listener for the primary's requests
    new AggregatorRegistry();
    AggregatorRegistry.setRegistries(this.registries());
  }
}

/** In the primary of several instances: the metrics of every instance, added up by prom-client. */
export function metricsOfInstances(): () => Promise<{ contentType: string; body: string }> {
  const aggregator = new AggregatorRegistry();
  return async () => ({ contentType: aggregator.contentType, body: await aggregator.clusterMetrics() });
}
