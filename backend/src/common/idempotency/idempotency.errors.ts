import { defineErrors } from '../errors/domain-error';

export const IdempotencyErrors = defineErrors('idempotency', {
  badKey: [400, 'Idempotency-Key must be 1 to 255 visible ASCII characters'],
  keyReused: [422, 'This Idempotency-Key was already used for another request'],
  inProgress: [409, 'A request with this Idempotency-Key is still in progress; try again in a moment'],
});
