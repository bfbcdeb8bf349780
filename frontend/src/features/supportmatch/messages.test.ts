import type { ChatMessage } from '../../types/api';
import { isSendKey, mergeMessages, messageToSend } from './messages';

const msg = (id: string, createdAt: string, content = id, senderId = 'u1'): ChatMessage => ({ id, senderId, content, createdAt });

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
