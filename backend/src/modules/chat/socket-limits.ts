/** What one chat socket may do; beyond it the event is refused, far beyond it the socket is closed. */
export const SOCKET_LIMITS = {
  /** Open sockets of one session on one node (tabs, reconnects); the oldest is closed past this. */
  socketsPerSession: 5,
  /** Conversations one socket may follow at once. */
  roomsPerSocket: 20,
  /** Refused events in a row after which the socket is closed. */
  refusalsBeforeClose: 50,
} as const;

export type Verdict = 'allow' | 'refuse' | 'close';

/** A token bucket per socket over every event it sends (subscribe, unsubscribe, send, …). */
export class EventBudget {
  private tokens: number;
  private refusals = 0;

  /** `limits`: CHAT_SOCKET_EVENT_BURST and CHAT_SOCKET_EVENTS_PER_SECOND (20 and 2 unless set). */
  constructor(
    private last: number,
    private readonly limits: { burst: number; perSecond: number; refusalsBeforeClose: number },
  ) {
    this.tokens = limits.burst;
  }

  take(now: number): Verdict {
    this.tokens = Math.min(this.limits.burst, this.tokens + ((now - this.last) / 1000) * this.limits.perSecond);
    this.last = now;
    if (this.tokens >= 1) {
      this.tokens -= 1;
      this.refusals = 0;
      return 'allow';
    }
    this.refusals += 1;
    return this.refusals >= this.limits.refusalsBeforeClose ? 'close' : 'refuse';
  }
}
