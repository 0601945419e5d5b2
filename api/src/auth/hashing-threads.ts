import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

/** scrypt's options as node:crypto takes them. */
export interface ScryptOptions {
  N: number;
  r: number;
  p: number;
  maxmem: number;
}

/**
 * The hashing threads' own code (plain JavaScript, evaluated: it runs the same under tsx, jest
 * and the compiled dist/). scryptSync on the thread's own stack: it takes no thread of libuv's pool.
 */
const THREAD_CODE = `
const { parentPort } = require('node:worker_threads');
const { scryptSync } = require('node:crypto');
parentPort.on('message', ({ id, password, salt, keyLength, options }) => {
  try {
    const key = scryptSync(password, Buffer.from(salt), keyLength, options);
    parentPort.postMessage({ id, key });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
`;

interface Job {
  id: number;
  password: string;
  salt: Buffer;
  keyLength: number;
  options: ScryptOptions;
  resolve(key: Buffer): void;
  reject(error: Error): void;
}

type Answer = { id: number; key: Uint8Array } | { id: number; error: string };

interface HashingThread {
  worker: Worker;
  job: Job | undefined;
}

/**
 * How many threads hash passwords: one fewer than the machine's cores (at least one, at most four),
 * so that a burst of sign-ins (scrypt at OWASP's cost: about 0.3 s of CPU and 128 MiB each) always
 * leaves a core to the event loop, and takes no thread of libuv's pool, whose four threads read the
 * shop's files, compress answers and resolve names.
 */
function defaultHashingThreads(): number {
  return Math.max(1, Math.min(4, availableParallelism() - 1));
}

/**
 * Password hashing on threads of its own (node:worker_threads), a fixed number of them sized on
 * purpose, started at the first hash. Node's asynchronous scrypt runs on libuv's thread pool (four
 * threads shared by the whole process): 16 sign-ins at once filled it, and the shell's files (`/`,
 * `/sw.js`), read through the same pool, waited seconds behind the hashes. Hashes beyond the threads
 * wait in this queue, in order; nothing else waits for them.
 */
export class HashingThreads {
  private readonly threads: HashingThread[] = [];
  private readonly queue: Job[] = [];
  private nextId = 1;
  private closed = false;

  constructor(readonly size: number = defaultHashingThreads()) {
    if (!Number.isInteger(size) || size < 1) throw new Error(`hashing threads must be a whole number from 1, not ${size}`);
  }

  scrypt(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
    if (this.closed) return Promise.reject(new Error('the hashing threads are closed'));
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, password, salt, keyLength, options, resolve, reject });
      this.dispatch();
    });
  }

  /** Ends the threads (a hash still running is refused). */
  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new Error('the hashing threads are closed'));
    await Promise.all(this.threads.splice(0).map((thread) => thread.worker.terminate()));
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      const thread =
        this.threads.find((candidate) => candidate.job === undefined) ?? (this.threads.length < this.size ? this.start() : undefined);
      if (!thread) return;
      const job = this.queue.shift()!;
      thread.job = job;
      // a thread at work keeps the process alive until its hash is back (a seed script awaits it)
      thread.worker.ref();
      thread.worker.postMessage({ id: job.id, password: job.password, salt: job.salt, keyLength: job.keyLength, options: job.options });
    }
  }

  private start(): HashingThread {
    const worker = new Worker(THREAD_CODE, { eval: true });
    // an idle thread does not keep the process alive; close() ends them with the server
    worker.unref();
    const thread: HashingThread = { worker, job: undefined };
    this.threads.push(thread);
    worker.on('message', (answer: Answer) => {
      const job = thread.job;
      if (!job || job.id !== answer.id) return;
      thread.job = undefined;
      thread.worker.unref();
      if ('key' in answer) job.resolve(Buffer.from(answer.key));
      else job.reject(new Error(answer.error));
      this.dispatch();
    });
    // a thread that dies takes its hash with it; the next hash starts a new thread
    const lost = (error: Error) => {
      const index = this.threads.indexOf(thread);
      if (index < 0) return;
      this.threads.splice(index, 1);
      thread.job?.reject(error);
      thread.job = undefined;
      if (!this.closed) this.dispatch();
    };
    worker.on('error', lost);
    worker.on('exit', (code) => lost(new Error(`a hashing thread stopped (exit code ${code})`)));
    return thread;
  }
}
