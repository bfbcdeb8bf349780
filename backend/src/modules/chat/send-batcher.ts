/** Batches running at once (each holds one pooled connection while its statement runs). */
export const SEND_BATCHES_IN_FLIGHT = 4;
/** Sends in one batch at most. */
export const SEND_BATCH_MAX = 100;

interface Waiting<T, R> {
  item: T;
  resolve: (result: R) => void;
  reject: (err: unknown) => void;
}

/**
 * Group commit for chat sends: a send is stored at once while fewer than `maxInFlight` batches are
 * running (an idle node adds no wait); otherwise it waits for the next free slot and goes with
 * every send that arrived meanwhile, in one statement and one commit. Under load, the statements,
 * round trips and commits per message fall as the batches grow; nothing waits on a timer.
 * `run` answers one result per item, in the items' order: a value, or an Error that is that
 * item's alone. Items are answered in the order they were added.
 */
export class SendBatcher<T, R> {
  private queue: Waiting<T, R>[] = [];
  private inFlight = 0;

  constructor(
    private readonly run: (items: T[]) => Promise<(R | Error)[]>,
    private readonly maxInFlight = SEND_BATCHES_IN_FLIGHT,
    private readonly maxBatch = SEND_BATCH_MAX,
  ) {}

  add(item: T): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      this.pump();
    });
  }

  private pump(): void {
    while (this.inFlight < this.maxInFlight && this.queue.length > 0) {
      const batch = this.queue.splice(0, this.maxBatch);
      this.inFlight += 1;
      this.run(batch.map((w) => w.item))
        .then(
          (results) => batch.forEach((w, i) => (results[i] instanceof Error ? w.reject(results[i]) : w.resolve(results[i] as R))),
          (err: unknown) => batch.forEach((w) => w.reject(err)),
        )
        .finally(() => {
          this.inFlight -= 1;
          this.pump();
        });
    }
  }
}
