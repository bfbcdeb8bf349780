import { HttpException, HttpStatus } from '@nestjs/common';
import { Algorithm, hash, verify } from '@node-rs/argon2';

const OPTIONS = { algorithm: Algorithm.Argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 };

/** Too many passwords waiting to be hashed: a fast 503 instead of a long stall. */
export class HashingBusyError extends HttpException {
  readonly retryAfterSeconds = 2;

  constructor() {
    super('The service is busy signing people in; please try again in a few seconds', HttpStatus.SERVICE_UNAVAILABLE);
  }
}

/**
 * Bounded concurrency for password hashing (argon2id: ~19 MB and tens of milliseconds of a core
 * each, on libuv's thread pool). At most `concurrency` hashes run at once (HASH_CONCURRENCY, default
 * one less than the cores) and `queue` wait (HASH_QUEUE, default 64); past that a HashingBusyError.
 * A burst of sign-ins then waits its turn instead of taking every core and thread from reads,
 * chat and compression (see docs/operations.md, "Load shedding").
 */
export class HashingQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private concurrency: number,
    private queue: number,
  ) {}

  configure(limits: { concurrency: number; queue: number }): void {
    this.concurrency = limits.concurrency;
    this.queue = limits.queue;
  }

  get stats(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.queue) throw new HashingBusyError();
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await work();
    } finally {
      // The slot passes straight to the next in line (running stays the same), or is freed.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}

const hashing = new HashingQueue(1, 64);

/** Sets the limits from the configuration (createApp); the CLI keeps the defaults. */
export function configurePasswordHashing(limits: { concurrency: number; queue: number }): void {
  hashing.configure(limits);
}

export function hashPassword(password: string): Promise<string> {
  return hashing.run(() => hash(password, OPTIONS));
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await hashing.run(() => verify(passwordHash, password));
  } catch (err) {
    if (err instanceof HashingBusyError) throw err;
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** Spends the same time as a real check, so an unknown email cannot be told from a wrong password. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hash('dummy-password-for-timing', OPTIONS);
  await verifyPassword(await dummyHash, password);
  return false;
}
