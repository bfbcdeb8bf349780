import {
  actionBadgeStyle,
  expiresAtFor,
  formatDate,
  formatExpiry,
  formatMoney,
  formatMonthly,
  humanizeAction,
  initials,
  inviteStatus,
  methodLabel,
  PAYMENT_METHODS,
  paymentUserName,
  shortTargetId,
  subscriptionLabel,
  usagePercent,
} from './format';

const NOW = new Date('2026-05-10T12:00:00.000Z');
const invite = (over: Partial<{ isActive: boolean; currentUses: number; maxUses: number; expiresAt: string | null }> = {}) => ({
  isActive: true,
  currentUses: 0,
  maxUses: 5,
  expiresAt: null,
  ...over,
});

describe('inviteStatus (spec §4)', () => {
  it('is "Inactive" when the code is not active, whatever else holds', () => {
    expect(inviteStatus(invite({ isActive: false }), NOW)).toBe('Inactive');
    expect(inviteStatus(invite({ isActive: false, currentUses: 5, expiresAt: '2020-01-01T00:00:00Z' }), NOW)).toBe('Inactive');
  });
  it('is "Fully Used" when the uses reach or pass the maximum, before expiry is looked at', () => {
    expect(inviteStatus(invite({ currentUses: 5 }), NOW)).toBe('Fully Used');
    expect(inviteStatus(invite({ currentUses: 6 }), NOW)).toBe('Fully Used');
    expect(inviteStatus(invite({ currentUses: 5, expiresAt: '2020-01-01T00:00:00Z' }), NOW)).toBe('Fully Used');
  });
  it('is "Expired" when the expiry is in the past', () => {
    expect(inviteStatus(invite({ expiresAt: '2026-05-10T11:59:59.000Z' }), NOW)).toBe('Expired');
  });
  it('is "Active" otherwise: no expiry, or an expiry still ahead', () => {
    expect(inviteStatus(invite(), NOW)).toBe('Active');
    expect(inviteStatus(invite({ currentUses: 4, expiresAt: '2026-05-10T12:00:01.000Z' }), NOW)).toBe('Active');
  });
});

describe('usagePercent', () => {
  it('is the used share as a whole percentage', () => {
    expect(usagePercent(0, 1)).toBe(0);
    expect(usagePercent(1, 3)).toBe(33);
    expect(usagePercent(2, 3)).toBe(67);
    expect(usagePercent(5, 5)).toBe(100);
  });
  it('stays between 0 and 100 and never divides by zero', () => {
    expect(usagePercent(7, 5)).toBe(100);
    expect(usagePercent(1, 0)).toBe(0);
    expect(usagePercent(-1, 5)).toBe(0);
    expect(usagePercent(Number.NaN, 5)).toBe(0);
  });
});

describe('paymentUserName (spec §2 User column)', () => {
  it('is the full name when both names exist', () => {
    expect(paymentUserName({ id: 'u', email: 'jane@example.org', firstName: 'Jane', lastName: 'Doe' })).toBe('Jane Doe');
  });
  it('falls back to the email when a name is missing', () => {
    expect(paymentUserName({ id: 'u', email: 'jane@example.org', firstName: 'Jane', lastName: null })).toBe('jane@example.org');
    expect(paymentUserName({ id: 'u', email: 'jane@example.org', firstName: null, lastName: 'Doe' })).toBe('jane@example.org');
    expect(paymentUserName({ id: 'u', email: 'jane@example.org', firstName: '  ', lastName: 'Doe' })).toBe('jane@example.org');
  });
  it('is "User" without names or email, and "Unknown User" without a user', () => {
    expect(paymentUserName({ id: 'u', email: null, firstName: null, lastName: null })).toBe('User');
    expect(paymentUserName({ id: 'u', email: '', firstName: 'Jane', lastName: null })).toBe('User');
    expect(paymentUserName(null)).toBe('Unknown User');
    // A deleted member's payments stay, named as the delete dialog promised (issue 28 item 7).
    expect(paymentUserName({ id: 'u', email: null, firstName: 'Deleted member', lastName: null, deleted: true })).toBe('Deleted member');
    expect(paymentUserName(undefined)).toBe('Unknown User');
  });
});

describe('methodLabel', () => {
  it('shows each method as people write it', () => {
    expect(methodLabel('amazon-gift-card')).toBe('Amazon Gift Card');
    expect(methodLabel('walmart-onepay')).toBe('Walmart OnePay');
    expect(methodLabel('paypal')).toBe('PayPal');
    expect(methodLabel('cash')).toBe('Cash');
    expect(methodLabel(null)).toBe('');
  });
  it('shows a method outside the list with its hyphens replaced by spaces', () => {
    expect(methodLabel('bank-transfer')).toBe('bank transfer');
    expect(methodLabel('toString')).toBe('toString');
  });
  it('lists the nine methods of spec §5 in order', () => {
    expect(PAYMENT_METHODS).toEqual(['amazon-gift-card', 'apple-gift-card', 'cash', 'chime', 'paypal', 'venmo', 'walmart-onepay', 'wise', 'zelle']);
  });
});

describe('actionBadgeStyle (spec §4)', () => {
  it('gives "create" and "generate" actions the default style', () => {
    expect(actionBadgeStyle('create_pricing_tier')).toBe('default');
    expect(actionBadgeStyle('generate_invite_code')).toBe('default');
    expect(actionBadgeStyle('Create user')).toBe('default');
  });
  it('gives "delete" and "deactivate" actions the destructive style', () => {
    expect(actionBadgeStyle('deactivate_invite_code')).toBe('destructive');
    expect(actionBadgeStyle('delete_listing')).toBe('destructive');
  });
  it('gives everything else the secondary style', () => {
    expect(actionBadgeStyle('update_user')).toBe('secondary');
    expect(actionBadgeStyle('record_payment')).toBe('secondary');
    expect(actionBadgeStyle('activate_invite_code')).toBe('secondary');
    expect(actionBadgeStyle('')).toBe('secondary');
  });
  it('reads actions for people', () => {
    expect(humanizeAction('set_current_pricing_tier')).toBe('set current pricing tier');
  });
});

describe('shortTargetId (spec §9)', () => {
  it('keeps the first 8 characters, or shows "-"', () => {
    expect(shortTargetId('0b6a6c2e-7d1f-4c35-9d0b-2f1d6a1f0c11')).toBe('0b6a6c2e');
    expect(shortTargetId('abc')).toBe('abc');
    expect(shortTargetId(null)).toBe('-');
    expect(shortTargetId('')).toBe('-');
  });
});

describe('expiresAtFor (spec §7)', () => {
  it('is now plus the chosen days as an ISO timestamp', () => {
    expect(expiresAtFor('7', NOW)).toBe('2026-05-17T12:00:00.000Z');
    expect(expiresAtFor('30', NOW)).toBe('2026-06-09T12:00:00.000Z');
    expect(expiresAtFor('90', NOW)).toBe('2026-08-08T12:00:00.000Z');
  });
  it('is nothing for "never"', () => {
    expect(expiresAtFor('never', NOW)).toBeUndefined();
  });
});

describe('dates and money', () => {
  it('shows dates as "MMM d, yyyy" and a missing expiry as "Never"', () => {
    expect(formatDate(new Date(2026, 0, 5, 15, 30))).toBe('Jan 5, 2026');
    expect(formatDate(null)).toBe('-');
    expect(formatDate('not a date')).toBe('-');
    expect(formatExpiry(null)).toBe('Never');
    expect(formatExpiry(new Date(2026, 11, 31).toISOString())).toBe('Dec 31, 2026');
  });
  it('shows amounts with "$" and two decimals, strings exactly as sent', () => {
    expect(formatMoney('12.50')).toBe('$12.50');
    expect(formatMoney('0.00')).toBe('$0.00');
    expect(formatMoney(12.5)).toBe('$12.50');
    expect(formatMoney('3')).toBe('$3.00');
    expect(formatMoney('99999999.99')).toBe('$99999999.99');
    expect(formatMoney(undefined)).toBe('$0.00');
    expect(formatMonthly('1.00')).toBe('$1.00/month');
  });
});

describe('subscriptionLabel (spec §4, admin list)', () => {
  it('maps active or missing to "Active", overdue to "Overdue", anything else to "Inactive"', () => {
    expect(subscriptionLabel('active')).toBe('Active');
    expect(subscriptionLabel(null)).toBe('Active');
    expect(subscriptionLabel(undefined)).toBe('Active');
    expect(subscriptionLabel('overdue')).toBe('Overdue');
    expect(subscriptionLabel('inactive')).toBe('Inactive');
    expect(subscriptionLabel('cancelled')).toBe('Inactive');
  });
});

describe('initials', () => {
  it('uses both names, else the email, else "U"', () => {
    expect(initials({ firstName: 'jane', lastName: 'doe', email: 'x@y.z' })).toBe('JD');
    expect(initials({ firstName: null, lastName: null, email: 'x@y.z' })).toBe('X');
    expect(initials({ firstName: null, lastName: null, email: null })).toBe('U');
  });
});
