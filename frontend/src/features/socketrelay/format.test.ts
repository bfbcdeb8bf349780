import { closedLine, expiryText, fulfillmentCaption, roleLine, statusText } from './format';

describe('statusText: readable badge labels (issue 28 item 10)', () => {
  it('never shows a raw status', () => {
    expect(['active', 'completed_success', 'completed_failure', 'cancelled'].map(statusText)).toEqual(['Active', 'Completed', 'Not Completed', 'Cancelled']);
    expect(statusText('on_hold')).toBe('On hold');
  });
});

describe('fulfilment wording by status (issue 21 item 16)', () => {
  it('says "is fulfilling" only while the fulfilment is active', () => {
    expect(roleLine('requester', 'active', 'Bob')).toBe('You are the requester. Bob is fulfilling your request.');
    expect(roleLine('requester', 'completed_success', 'Bob')).toBe('You are the requester. Bob fulfilled your request.');
    expect(roleLine('requester', 'completed_failure', 'Bob')).toBe('You are the requester. Bob tried to fulfill your request; it did not work out.');
    expect(roleLine('requester', 'cancelled', 'Bob')).toBe("You are the requester. Bob's fulfillment of your request was cancelled.");
    expect(roleLine('fulfiller', 'active', 'Ann')).toBe("You are the fulfiller of Ann's request.");
    expect(roleLine('fulfiller', 'completed_success', 'Ann')).toBe("You fulfilled Ann's request.");
    for (const status of ['completed_success', 'completed_failure', 'cancelled'] as const) {
      expect(fulfillmentCaption('requester', status, 'Bob')).not.toContain('is fulfilling');
      expect(fulfillmentCaption('fulfiller', status, 'Ann')).not.toContain('You are fulfilling');
    }
  });

  it('says who closed it and when', () => {
    const closedAt = '2026-03-05T12:00:00.000Z';
    expect(closedLine({ closedBy: 'me', closedAt }, 'me', 'Bob')).toBe('Closed by you on Mar 5, 2026');
    expect(closedLine({ closedBy: 'bob', closedAt }, 'me', 'Bob')).toBe('Closed by Bob on Mar 5, 2026');
    expect(closedLine({ closedBy: null, closedAt }, 'me', 'Bob')).toBe('Closed on Mar 5, 2026');
    expect(closedLine({ closedBy: null, closedAt: null }, 'me', 'Bob')).toBe('');
  });
});

describe('expiryText', () => {
  const now = new Date('2026-03-05T12:00:00.000Z');
  it('says "in 3 hours" within the next day and the date otherwise', () => {
    expect(expiryText('2026-03-05T15:00:00.000Z', now)).toBe('in about 3 hours');
    expect(expiryText('2026-03-19T12:00:00.000Z', now)).toBe('Mar 19, 2026');
    expect(expiryText('2026-03-04T12:00:00.000Z', now)).toBe('Mar 4, 2026');
  });
});
