import { billingMonthOf, computeStatus, StatusInput } from './subscription-rules';

const base: StatusInput = {
  isAdmin: false,
  isMember: true,
  current: 'active',
  rateCents: 500,
  paidCents: 0,
  joinedAt: new Date('2026-01-10T12:00:00Z'),
  now: new Date('2026-03-05T00:00:00Z'),
  graceDays: 7,
};

describe('computeStatus', () => {
  it('keeps an unpaid member active inside the grace days and makes them overdue after', () => {
    expect(computeStatus(base)).toBe('active');
    expect(computeStatus({ ...base, now: new Date('2026-03-07T23:59:59Z') })).toBe('active');
    expect(computeStatus({ ...base, now: new Date('2026-03-08T00:00:00Z') })).toBe('overdue');
  });

  it('makes a member who paid their rate for the month active, and a partial payment is not enough', () => {
    const late = { ...base, now: new Date('2026-03-20T00:00:00Z'), current: 'overdue' as const };
    expect(computeStatus({ ...late, paidCents: 500 })).toBe('active');
    expect(computeStatus({ ...late, paidCents: 499 })).toBe('overdue');
  });

  it('counts the grace days from the join date in the month a member joins', () => {
    const joined = { ...base, joinedAt: new Date('2026-03-25T10:00:00Z'), now: new Date('2026-03-30T00:00:00Z') };
    expect(computeStatus(joined)).toBe('active');
    expect(computeStatus({ ...joined, now: new Date('2026-04-01T10:00:00Z') })).toBe('active');
    expect(computeStatus({ ...joined, now: new Date('2026-04-08T00:00:00Z') })).toBe('overdue');
  });

  it('leaves admins, non-members and paused members alone', () => {
    const late = { ...base, now: new Date('2026-03-20T00:00:00Z') };
    expect(computeStatus({ ...late, isAdmin: true })).toBe('active');
    expect(computeStatus({ ...late, isMember: false })).toBe('active');
    expect(computeStatus({ ...late, current: 'inactive', paidCents: 500 })).toBe('inactive');
  });

  it('names billing months in UTC', () => {
    expect(billingMonthOf(new Date('2026-12-31T23:59:59Z'))).toBe('2026-12');
    expect(billingMonthOf(new Date('2027-01-01T00:00:00Z'))).toBe('2027-01');
  });
});
