import { useMutation, type UseMutationOptions, type UseMutationResult } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';

/** A new UUID v4 (crypto.randomUUID needs a secure context; this does not). */
export function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** What is sent, as text: a file counts by its name, size, type and date (JSON would make every file `{}`). */
function fingerprint(variables: unknown): string {
  return JSON.stringify(variables ?? null, (_key, value: unknown) =>
    typeof Blob !== 'undefined' && value instanceof Blob
      ? { blob: [value.size, value.type, (value as Partial<File>).name ?? '', (value as Partial<File>).lastModified ?? 0] }
      : value,
  );
}

/**
 * One user intent (a form, a button) and its `Idempotency-Key` (ARCHITECTURE.md, Idempotency).
 * Every attempt with the same content gets the same key: a double click, a retry after a lost
 * answer or a network error are one intent, which the server creates once and answers again.
 * Other content (the member corrected the form) is another request, so it gets a new key; after
 * a success (`done`) the next attempt is a new intent with a new key.
 */
export class IntentKey {
  private current: { key: string; fingerprint: string; body?: { value: unknown } } | undefined;
  private inFlight: { key: string; answer: Promise<unknown> } | undefined;

  constructor(private readonly newKey: () => string = randomUuid) {}

  /** The key for an attempt sending `variables`. */
  keyFor(variables: unknown): string {
    const print = fingerprint(variables);
    if (this.current?.fingerprint !== print) this.current = { key: this.newKey(), fingerprint: print };
    return this.current.key;
  }

  /**
   * The key and the body of an attempt whose form content is `variables`: the body is made once per
   * key, so every attempt of one intent (a double press, a retry after a lost answer) sends the same
   * body even when it holds a time ("now"), which would otherwise make the second attempt another
   * request with the same key (a 422).
   */
  attempt<B>(variables: unknown, makeBody: () => B): { key: string; body: B } {
    const key = this.keyFor(variables);
    const current = this.current as { body?: { value: unknown } };
    current.body ??= { value: makeBody() };
    return { key, body: current.body.value as B };
  }

  /** The intent succeeded: the next attempt starts a new one. */
  done(): void {
    this.current = undefined;
  }

  /**
   * Runs one attempt of the intent with its key; a success ends the intent. An attempt with the
   * same key while one is still on its way (the second click of a double click, before the button
   * is disabled) sends nothing: it shares the first one's answer. Sending it would be safe, but
   * the server holds it until the first one is answered, and past 10 s answers 409.
   */
  run<T>(variables: unknown, attempt: (idempotencyKey: string) => Promise<T>): Promise<T> {
    const key = this.keyFor(variables);
    if (this.inFlight?.key === key) return this.inFlight.answer as Promise<T>;
    const answer = attempt(key).then((result) => {
      if (this.current?.key === key) this.done();
      return result;
    });
    const entry = { key, answer };
    this.inFlight = entry;
    const settle = () => {
      if (this.inFlight === entry) this.inFlight = undefined;
    };
    answer.then(settle, settle);
    return answer;
  }
}

/** Two presses of the same content this close together are one double press (a double click or tap). */
export const DOUBLE_PRESS_MS = 1000;

/** The IntentKey of a component (one per mounted form or button). */
export function useIntentKey(): IntentKey {
  const ref = useRef<IntentKey | null>(null);
  ref.current ??= new IntentKey();
  return ref.current;
}

/**
 * useMutation for a create: `mutationFn` gets the intent's `Idempotency-Key` with the variables
 * (to pass to `api.post(url, body, { idempotencyKey })`). Double clicks, TanStack's retries and a
 * resubmit after an error send one key; the server creates once. Disable the button on `isPending`.
 */
export function useIdempotentMutation<TData, TVariables = void, TError = Error, TContext = unknown>(
  options: Omit<UseMutationOptions<TData, TError, TVariables, TContext>, 'mutationFn'> & {
    mutationFn: (variables: TVariables, idempotencyKey: string) => Promise<TData>;
  },
): UseMutationResult<TData, TError, TVariables, TContext> {
  const intent = useIntentKey();
  const { mutationFn, ...rest } = options;
  // What was pressed and is on its way (set at the press itself, before React re-renders).
  const flying = useRef<string | undefined>(undefined);
  // The last press: what and when, and whether its answer was a failure.
  const lastPress = useRef<{ print: string; at: number; failed?: boolean } | undefined>(undefined);
  const result = useMutation<TData, TError, TVariables, TContext>({
    ...rest,
    mutationFn: (variables) => {
      const print = fingerprint(variables);
      return intent
        .run(variables, (key) => mutationFn(variables, key))
        .catch((err: unknown) => {
          if (lastPress.current?.print === print) lastPress.current.failed = true;
          throw err;
        })
        .finally(() => {
          if (flying.current === print) flying.current = undefined;
        });
    },
  });
  const { mutate } = result;
  // The second press of a double press (before React has disabled the button) is dropped here:
  // no second mutation, so the hook's callbacks (a toast, a refresh) and the first press's own
  // run once. That holds also when the first answer came between the two presses (a fast server):
  // the same content pressed again within DOUBLE_PRESS_MS of a press that did not fail is the same
  // press. Another content is another press; a press after a failure is a retry; mutateAsync is
  // not guarded.
  const mutateOnce = useCallback(
    (...args: Parameters<typeof mutate>) => {
      const print = fingerprint(args[0]);
      if (flying.current === print) return;
      const now = Date.now();
      const last = lastPress.current;
      if (last && last.print === print && !last.failed && now - last.at < DOUBLE_PRESS_MS) return;
      lastPress.current = { print, at: now };
      flying.current = print;
      mutate(...args);
    },
    [mutate],
  ) as typeof mutate;
  return { ...result, mutate: mutateOnce };
}

/**
 * useMutation for an action that is not a create (a close, a move, a delete, a redeem): pressed
 * twice while the first is on its way (a double click before the button is disabled), the second
 * press does nothing (`mutate`) or shares the first one's answer (`mutateAsync`), so the member
 * sees one answer, never "already done" as an error. Another content, or a press after the
 * answer, is sent again.
 */
export function useSingleFlightMutation<TData, TVariables = void, TError = Error, TContext = unknown>(
  options: Omit<UseMutationOptions<TData, TError, TVariables, TContext>, 'mutationFn'> & { mutationFn: (variables: TVariables) => Promise<TData> },
): UseMutationResult<TData, TError, TVariables, TContext> {
  const { mutationFn, ...rest } = options;
  return useIdempotentMutation<TData, TVariables, TError, TContext>({ ...rest, mutationFn: (variables) => mutationFn(variables) });
}
