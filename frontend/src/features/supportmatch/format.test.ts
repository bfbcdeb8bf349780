import { capitalise, dateOrNA, durationLine, formatDate } from './format';

describe('SupportMatch formats (spec §9)', () => {
  it('shows dates as "MMM d, yyyy" in the local zone (message times: components/chat/messages.test.ts)', () => {
    expect(formatDate('2026-03-05T12:00:00')).toBe('Mar 5, 2026');
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });

  it("uses 'N/A' for a missing history date", () => {
    expect(dateOrNA(null)).toBe('N/A');
    expect(dateOrNA('')).toBe('N/A');
    expect(dateOrNA('2026-01-31T10:00:00')).toBe('Jan 31, 2026');
  });

  it("reads 'start to end' with the 30-day note when there is an end date, else 'Ongoing' without it", () => {
    expect(durationLine('2026-03-01T09:00:00', '2026-03-31T09:00:00')).toEqual({
      range: 'Mar 1, 2026 to Mar 31, 2026',
      note: '(30-day partnership)',
    });
    expect(durationLine('2026-03-01T09:00:00', null)).toEqual({ range: 'Mar 1, 2026 to Ongoing' });
    expect(durationLine(null, null)).toEqual({ range: 'Ongoing' });
  });

  it('capitalises statuses', () => {
    expect(capitalise('active')).toBe('Active');
    expect(capitalise('ended_early')).toBe('Ended early');
    expect(capitalise('')).toBe('');
    expect(capitalise(null)).toBe('');
  });
});
