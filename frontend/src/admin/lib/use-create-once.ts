import { useCallback, useRef } from 'react';
import { useCreate, type RaRecord } from 'react-admin';
import { useIntentKey } from '../../lib/intent-key';

export interface CreateOnceCallbacks<T> {
  onSuccess: (record: T) => void;
  onError: (error: unknown) => void;
}

/**
 * A console create button or form pressed twice does one thing and says it once (issue 28):
 * - one intent, one key and one body: `content` (what the admin filled in) picks the
 *   Idempotency-Key, and the body is made once per key (`IntentKey.attempt`), so a body holding
 *   "now" (a payment's date, an invite's expiry) is the same at every attempt of the intent;
 * - one attempt at a time: a press while the first is on its way (the second click of a double
 *   click lands before React has disabled the button) does nothing, so only the first press's
 *   callbacks run (one toast), and a retry after an error sends the same key and body.
 * Disable the button on `isPending` as usual.
 */
export function useCreateOnce<T extends RaRecord>(resource: string) {
  const [create, { isPending }] = useCreate<T>();
  const intent = useIntentKey();
  const flying = useRef(false);
  const submit = useCallback(
    <B>(content: unknown, makeBody: () => B, callbacks: CreateOnceCallbacks<T>): void => {
      if (flying.current) return;
      flying.current = true;
      const { key, body } = intent.attempt(content, makeBody);
      create(resource, { data: body as Partial<T>, meta: { idempotencyKey: key } }, { returnPromise: true })
        .then(
          (record) => {
            intent.done();
            callbacks.onSuccess(record as T);
          },
          (error: unknown) => callbacks.onError(error),
        )
        .finally(() => {
          flying.current = false;
        });
    },
    [create, intent, resource],
  );
  return [submit, { isPending }] as const;
}
