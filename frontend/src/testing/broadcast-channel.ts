/**
 * A BroadcastChannel whose messages reach only the channels made by the same test file. Node's own
 * reaches every worker thread of the process, so one file's "session ended" (lib/browser
 * announceSessionEnded) could end the session another file's test is showing, and hide its page.
 * Each file's setup makes a new one (src/testing/setup.ts); a message is delivered on a later
 * microtask, never to its sender, and not after `close()`.
 */
export function fileLocalBroadcastChannel(): typeof BroadcastChannel {
  const open = new Set<FileChannel>();
  class FileChannel extends EventTarget {
    onmessage: ((event: MessageEvent) => void) | null = null;
    onmessageerror: ((event: MessageEvent) => void) | null = null;
    private closed = false;

    constructor(readonly name: string) {
      super();
      open.add(this);
    }

    postMessage(message: unknown): void {
      if (this.closed) throw new DOMException('BroadcastChannel is closed', 'InvalidStateError');
      const data = structuredClone(message);
      for (const other of open) if (other !== this && other.name === this.name) queueMicrotask(() => other.deliver(data));
    }

    close(): void {
      this.closed = true;
      open.delete(this);
    }

    private deliver(data: unknown): void {
      if (this.closed) return;
      const event = new MessageEvent('message', { data });
      this.onmessage?.(event);
      this.dispatchEvent(event);
    }
  }
  return FileChannel as unknown as typeof BroadcastChannel;
}
