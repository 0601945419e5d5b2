import pg from 'pg';

/** The channel of migration 024's triggers: a write of the reference data notifies it when it commits. */
export const REFERENCE_CHANNEL = 'parts_reference_changed';

/** At most this many answers are kept (a key per read and its parameters: language, country...); past it the oldest goes. */
export const REFERENCE_CACHE_SIZE = 200;

/** How long a lost listener waits before it connects again (the cache is off meanwhile). */
const RECONNECT_MS = 1_000;

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * The reference data this API instance keeps in memory (PostgreSQL only): the store's settings and
 * content pages and the shop-wide lists (countries, methods...), never a customer's rows. Kept
 * only while the instance listens on REFERENCE_CHANNEL: every write of those tables, whoever makes
 * it, notifies it in its own transaction (migration 024), and on that notice everything kept is
 * dropped; without a listening connection (not yet connected, or lost) every read goes to the
 * database. The answers kept are frozen: a caller changing one would change it for every request.
 */
export class ReferenceCache {
  private readonly entries = new Map<string, Promise<unknown>>();
  private listening = false;
  /** How many times everything kept was dropped (tests read it). */
  invalidations = 0;

  /** Whether answers are kept now (a listener is connected). */
  get active(): boolean {
    return this.listening;
  }

  setListening(listening: boolean): void {
    this.listening = listening;
    this.invalidate();
  }

  invalidate(): void {
    this.invalidations += 1;
    this.entries.clear();
  }

  /** The answer of `load` for `key`: kept from an earlier read while listening, read afresh otherwise. */
  read<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (!this.listening) return load();
    const kept = this.recall<T>(key);
    if (kept) return kept;
    const loading = load().then(deepFreeze);
    this.keep(key, loading);
    // a failed read is not kept; a notice while it ran has removed it already (clear)
    loading.catch(() => {
      if (this.entries.get(key) === loading) this.entries.delete(key);
    });
    return loading;
  }

  /**
   * read, for a transaction that writes no reference data: `load` runs in the transaction and its
   * promise is not shared (a failure is the transaction's alone); its answer is kept once read,
   * unless a notice came while it ran.
   */
  async readInTransaction<T>(key: string, load: () => Promise<T>): Promise<T> {
    const kept = this.listening ? this.recall<T>(key) : undefined;
    if (kept) return kept;
    const invalidations = this.invalidations;
    const answer = deepFreeze(await load());
    if (this.listening && this.invalidations === invalidations && !this.entries.has(key)) this.keep(key, Promise.resolve(answer));
    return answer;
  }

  private recall<T>(key: string): Promise<T> | undefined {
    const kept = this.entries.get(key);
    if (!kept) return undefined;
    // most recently used last: the oldest is dropped first when full
    this.entries.delete(key);
    this.entries.set(key, kept);
    return kept as Promise<T>;
  }

  private keep(key: string, answer: Promise<unknown>): void {
    if (this.entries.size >= REFERENCE_CACHE_SIZE) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, answer);
  }
}

/**
 * Keeps one connection of its own LISTENing on REFERENCE_CHANNEL for `cache`: a notice drops what
 * the cache keeps; the cache is on only while the connection is (a lost connection turns it off
 * and is opened again after RECONNECT_MS). Answers how to stop listening.
 */
export function listenForReferenceChanges(connectionString: string, cache: ReferenceCache): { close(): Promise<void> } {
  let closed = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (): Promise<void> => {
    const connection = new pg.Client({ connectionString });
    client = connection;
    const lost = () => {
      if (client !== connection) return;
      client = undefined;
      cache.setListening(false);
      void connection.end().catch(() => undefined);
      if (!closed) retry = setTimeout(() => void connect(), RECONNECT_MS);
    };
    connection.on('error', lost);
    connection.on('end', lost);
    connection.on('notification', (notice) => {
      if (notice.channel === REFERENCE_CHANNEL) cache.invalidate();
    });
    try {
      await connection.connect();
      await connection.query(`LISTEN ${REFERENCE_CHANNEL}`);
      if (closed || client !== connection) return void (await connection.end().catch(() => undefined));
      // on from now: anything written before this point is read afresh (setListening drops everything)
      cache.setListening(true);
    } catch {
      lost();
    }
  };
  void connect();
  return {
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      cache.setListening(false);
      const connection = client;
      client = undefined;
      await connection?.end().catch(() => undefined);
    },
  };
}

/**
 * What an API instance on SQLite keeps of the vehicle catalogue (series, models, engines and
 * variants; never a customer's rows): each answer with the catalogue's generation it was asked at
 * (migration 58: a number every write of those tables raises in its own transaction, whichever
 * process writes). The same generation is the same catalogue, so a kept answer serves it; a newer
 * one drops everything kept. The generations only grow, so an answer read at a later one than it
 * was asked at is never served to a reader of an older catalogue: that reader's generation is gone
 * for good. A reader asking at an older generation than the cache's (it read the number before a
 * write the cache has seen) reads afresh and keeps nothing. Callers' keys are few (a read and its
 * language). Answers are frozen, as ReferenceCache's.
 */
export class VehicleCatalogueCache {
  private generation = -1;
  private readonly entries = new Map<string, Promise<unknown>>();

  read<T>(generation: number, key: string, load: () => Promise<T>): Promise<T> {
    if (generation < this.generation) return load();
    if (generation > this.generation) {
      this.entries.clear();
      this.generation = generation;
    }
    const kept = this.entries.get(key);
    if (kept) return kept as Promise<T>;
    const loading = load().then(deepFreeze);
    this.entries.set(key, loading);
    loading.catch(() => {
      if (this.entries.get(key) === loading) this.entries.delete(key);
    });
    return loading;
  }
}
