import type { ChatMessage } from '@pfe/contracts';
import { addMessages, formatTime, gapFreeSeq, highestSeq, isSendKey, leavesGap, MESSAGE_PAGE_SIZE, mergeMessages, mergeNewest, mergeOlder, messageToSend, removedText, threadRows, type MessageWindow } from './messages';

const msg = (id: string, createdAt: string, content = id, senderId = 'u1'): ChatMessage => ({ id, seq: 0, clientId: id, senderId, content, createdAt });

describe('mergeMessages', () => {
  it('keeps one copy per id, the later one winning, oldest first', () => {
    const current = [msg('a', '2026-01-01T10:00:00Z'), msg('b', '2026-01-01T10:01:00Z')];
    const merged = mergeMessages(current, [msg('c', '2026-01-01T10:00:30Z'), msg('b', '2026-01-01T10:01:00Z', 'b again')]);
    expect(merged.map((m) => m.id)).toEqual(['a', 'c', 'b']);
    expect(merged.find((m) => m.id === 'b')?.content).toBe('b again');
  });

  it('accepts an empty cache and orders equal times by id', () => {
    const t = '2026-01-01T10:00:00Z';
    expect(mergeMessages(undefined, [msg('z', t), msg('y', t), msg('y', t)]).map((m) => m.id)).toEqual(['y', 'z']);
  });

  it('does not change the lists it is given', () => {
    const current = [msg('b', '2026-01-01T10:01:00Z')];
    const incoming = [msg('a', '2026-01-01T10:00:00Z')];
    mergeMessages(current, incoming);
    expect(current.map((m) => m.id)).toEqual(['b']);
    expect(incoming.map((m) => m.id)).toEqual(['a']);
  });
});

/** Messages n..m, one a minute, with ids m<n>. */
const run = (from: number, to: number): ChatMessage[] =>
  Array.from({ length: to - from + 1 }, (_, k) => msg(`m${from + k}`, new Date(Date.UTC(2026, 0, 1, 8, 0) + (from + k) * 60_000).toISOString()));
const ids = (w: MessageWindow | undefined) => w?.messages.map((m) => m.id);
const range = (from: number, to: number) => run(from, to).map((m) => m.id);

describe('paging the thread from the newest', () => {
  it('starts with the newest page; a full page means there may be more', () => {
    expect(mergeNewest(undefined, run(51, 100), false)).toEqual({ messages: run(51, 100), hasOlder: true });
    expect(mergeNewest(undefined, run(1, 20), true)).toEqual({ messages: run(1, 20), hasOlder: false });
    expect(mergeNewest(undefined, [], true)).toEqual({ messages: [], hasOlder: false });
  });

  it('prepends an older page in order, once per id, and stops at a short page', () => {
    const first = mergeNewest(undefined, run(51, 100), false);
    // The older page overlaps by one (a message arrived between the requests).
    const second = mergeOlder(first, 'm51', run(2, 51));
    expect(ids(second)).toEqual(range(2, 100));
    expect(second?.hasOlder).toBe(true);
    const third = mergeOlder(second, 'm2', run(1, 1));
    expect(ids(third)).toEqual(range(1, 100));
    expect(third?.hasOlder).toBe(false);
    expect(MESSAGE_PAGE_SIZE).toBe(50);
  });

  it('drops an older page that no longer adjoins the first message held', () => {
    const current = mergeNewest(undefined, run(51, 100), false);
    expect(mergeOlder(current, 'm40', run(1, 39))).toBe(current);
    expect(mergeOlder(undefined, 'm51', run(1, 50))).toBeUndefined();
  });

  it('merges a refreshed newest page without losing the older pages loaded', () => {
    const loaded = { messages: run(1, 100), hasOlder: true };
    const refreshed = mergeNewest(loaded, run(53, 102), false);
    expect(ids(refreshed)).toEqual(range(1, 102));
    expect(refreshed.hasOlder).toBe(true);
    // A newest page that reaches the start (fewer than a page) settles hasOlder.
    expect(mergeNewest({ messages: run(1, 10), hasOlder: true }, run(1, 11), true)).toEqual({ messages: run(1, 11), hasOlder: false });
  });

  it('keeps messages that arrived during the request', () => {
    const withLive = addMessages(undefined, run(101, 101));
    expect(withLive).toEqual({ messages: run(101, 101), hasOlder: false });
    expect(mergeNewest(withLive, run(51, 100), false)).toEqual({ messages: run(51, 101), hasOlder: true });
    expect(ids(addMessages({ messages: run(1, 60), hasOlder: true }, run(60, 61)))).toEqual(range(1, 61));
  });

  it('sees a gap when the newest page does not reach back to the messages held', () => {
    const loaded = { messages: [...run(1, 50), ...run(120, 120)], hasOlder: false };
    expect(leavesGap(undefined, run(71, 120))).toBe(false);
    expect(leavesGap(loaded, run(71, 120))).toBe(true);
    expect(leavesGap(loaded, run(50, 120))).toBe(false);
    expect(leavesGap({ messages: run(200, 201), hasOlder: false }, run(71, 120))).toBe(false);
    // Still a gap after catching up: start again from the newest, keeping what is newer.
    expect(mergeNewest(loaded, run(71, 120), false)).toEqual({ messages: run(71, 120), hasOlder: true });
  });
});

describe('messageToSend (spec §5)', () => {
  it('trims, and sends nothing for blank content', () => {
    expect(messageToSend('  hello \n')).toBe('hello');
    expect(messageToSend('line 1\nline 2')).toBe('line 1\nline 2');
    expect(messageToSend('   ')).toBeNull();
    expect(messageToSend('\n\n')).toBeNull();
  });
});

describe('isSendKey (spec §5)', () => {
  it('sends on Enter, not on Shift+Enter, other keys or while composing', () => {
    expect(isSendKey({ key: 'Enter', shiftKey: false })).toBe(true);
    expect(isSendKey({ key: 'Enter', shiftKey: true })).toBe(false);
    expect(isSendKey({ key: 'a', shiftKey: false })).toBe(false);
    expect(isSendKey({ key: 'Enter', shiftKey: false, nativeEvent: { isComposing: true } })).toBe(false);
  });
});

describe('formatTime (spec §9)', () => {
  it('shows message times as "h:mm a" in the local zone', () => {
    expect(formatTime('2026-03-05T15:07:00')).toBe('3:07 PM');
    expect(formatTime('2026-03-05T00:30:00')).toBe('12:30 AM');
    expect(formatTime(undefined)).toBe('');
  });
});

describe('threadRows: a deleted member\'s erased messages (issue 28 item 10)', () => {
  const m = (id: string, content: string): ChatMessage => ({ id, seq: Number(id.slice(1)), clientId: id, senderId: 's', content, createdAt: '2026-03-02T08:00:00Z' });

  it('shows each run of erased messages as one "Message removed" line, never as empty bubbles', () => {
    const rows = threadRows([m('m1', 'Hi'), m('m2', ''), m('m3', ''), m('m4', 'Still here'), m('m5', '')]);
    expect(rows.map((r) => (r.kind === 'message' ? r.message.content : removedText(r.count)))).toEqual(['Hi', '2 messages removed', 'Still here', 'Message removed']);
    expect(rows[1]).toMatchObject({ kind: 'removed', first: { id: 'm2' } });
  });
});

describe('gapFreeSeq and highestSeq', () => {
  const seqs = (...ns: number[]) => ns.map((n, i) => ({ ...msg(`m${i}`, '2026-01-01T10:00:00Z'), seq: n }));

  it('is 0 when nothing with a seq is held', () => {
    expect(gapFreeSeq(undefined)).toBe(0);
    expect(gapFreeSeq([])).toBe(0);
    expect(gapFreeSeq(seqs(0, 0))).toBe(0);
    expect(highestSeq(undefined)).toBe(0);
  });

  it('is the highest seq when the held messages have no hole', () => {
    expect(gapFreeSeq(seqs(1, 2, 3))).toBe(3);
    expect(gapFreeSeq(seqs(3, 1, 2))).toBe(3);
    expect(highestSeq(seqs(3, 1, 2))).toBe(3);
  });

  it('stops before the first hole, so a replay after it brings the missed message', () => {
    // Seq 4 passed this socket by, 5 and 6 came live.
    expect(gapFreeSeq(seqs(1, 2, 3, 5, 6))).toBe(3);
    expect(highestSeq(seqs(1, 2, 3, 5, 6))).toBe(6);
    expect(gapFreeSeq(seqs(1, 3, 4, 6))).toBe(1);
  });

  it('starts at the lowest seq held: a window paged from the newest may begin mid-conversation', () => {
    expect(gapFreeSeq(seqs(51, 52, 53))).toBe(53);
    expect(gapFreeSeq(seqs(51, 52, 54))).toBe(52);
  });

  it('ignores messages without a seq and counts a seq held twice once', () => {
    expect(gapFreeSeq(seqs(0, 7, 8, 0, 8, 9))).toBe(9);
  });
});
