/** Where the log lines go: `process.stdout` (or, in tests, anything with the same `write`). */
export interface LineSink {
  write(text: string): unknown;
}

/**
 * Log lines written in batches: pino hands each line to `write`, which only appends it; the lines go
 * out together once per turn of the event loop (or at once past `maxBytes`), and on exit. pino's own
 * default writes every line with its own system call, which under load cost a third of a one-query
 * request (docs/performance.md, issue 29). On Linux, stdout to a file, a pipe or a terminal is
 * written synchronously, so `flush` on exit loses nothing; a process killed with SIGKILL loses at most
 * the lines of its last turn.
 */
export class BufferedLines {
  private lines: string[] = [];
  private bytes = 0;
  private scheduled = false;

  constructor(
    private readonly sink: LineSink,
    private readonly maxBytes = 64 * 1024,
    private readonly schedule: (flush: () => void) => void = (flush) => setImmediate(flush),
  ) {}

  write(line: string): boolean {
    this.lines.push(line);
    this.bytes += line.length;
    if (this.bytes >= this.maxBytes) this.flush();
    else if (!this.scheduled) {
      this.scheduled = true;
      this.schedule(() => this.flush());
    }
    return true;
  }

  flush(): void {
    this.scheduled = false;
    if (this.lines.length === 0) return;
    const text = this.lines.join('');
    this.lines = [];
    this.bytes = 0;
    this.sink.write(text);
  }
}

let stdoutLines: BufferedLines | undefined;

/** The one batched writer to stdout of this process, flushed when the process exits. */
export function bufferedStdout(): BufferedLines {
  if (!stdoutLines) {
    const lines = new BufferedLines(process.stdout);
    process.once('exit', () => lines.flush());
    stdoutLines = lines;
  }
  return stdoutLines;
}
