import { HttpError } from 'react-admin';
import { messageOf } from '../../../lib/api-client';
import {
  endDateText,
  partnerName,
  partnershipTabOf,
  partnersText,
  profileLocation,
  reportStatusBadge,
  reportTabOf,
} from './lib';
import { supportMatchConsolePath } from './member-app-paths';
import { SM_ERRORS } from './texts';

describe('the member app paths lead into the console (spec sub-apps §2)', () => {
  it('maps each SupportMatch admin path, users to profiles', () => {
    expect(supportMatchConsolePath('')).toBe('/admin/supportmatch');
    expect(supportMatchConsolePath(undefined)).toBe('/admin/supportmatch');
    expect(supportMatchConsolePath('partnerships')).toBe('/admin/supportmatch/partnerships');
    expect(supportMatchConsolePath('reports')).toBe('/admin/supportmatch/reports');
    expect(supportMatchConsolePath('announcements/')).toBe('/admin/supportmatch/announcements');
    expect(supportMatchConsolePath('users')).toBe('/admin/supportmatch/profiles');
    expect(supportMatchConsolePath('reports/abc')).toBe('/admin/supportmatch/reports/abc');
  });
});

describe('messageOf with a fixed text (spec §8 "server message, else …")', () => {
  it("prefers the server's message", () => {
    const conflict = new HttpError('A matching run is already in progress', 409, { statusCode: 409, message: 'A matching run is already in progress', error: 'Conflict' });
    expect(messageOf(conflict, SM_ERRORS.runMatching)).toBe('A matching run is already in progress');
    expect(messageOf(new HttpError('x', 400, { message: ['a', 'b'] }), 'f')).toBe('a. b');
  });
  it('falls back to the fixed text without one', () => {
    expect(messageOf(new HttpError('Could not reach the server.', 0), SM_ERRORS.runMatching)).toBe('Failed to run matching algorithm');
    expect(messageOf(new HttpError('Bad Gateway', 502, '<html>'), 'fixed')).toBe('fixed');
    expect(messageOf(new Error('boom'), 'fixed')).toBe('fixed');
  });
});

describe('partnerships', () => {
  it('names partners by nickname, else "Member" and a short id', () => {
    expect(partnerName('Sky', 'u1')).toBe('Sky');
    expect(partnerName(null, '0b6a6c2e-7d1f-4c35-9d0b-2f1d6a1f0c11')).toBe('Member 0b6a6c2e');
    expect(partnersText({ user1Id: 'a', user2Id: 'b', user1Nickname: 'Sky', user2Nickname: 'Robin' })).toBe('Sky & Robin');
  });
  it('shows an empty end date as Ongoing', () => {
    expect(endDateText(null)).toBe('Ongoing');
    expect(endDateText(new Date(2026, 11, 21, 12).toISOString())).toBe('Dec 21, 2026');
  });
  it('reads the tab from the status filter, active by default', () => {
    expect(partnershipTabOf({})).toBe('active');
    expect(partnershipTabOf({ status: 'past' })).toBe('past');
    expect(partnershipTabOf({ status: 'x' })).toBe('active');
  });
});

describe('reports', () => {
  it('reads the tab from the status filter, pending by default', () => {
    expect(reportTabOf({})).toBe('pending');
    expect(reportTabOf({ status: 'resolved' })).toBe('resolved');
    expect(reportTabOf({ status: 'dismissed' })).toBe('dismissed');
  });
  it('badges pending as destructive, resolved default, dismissed secondary', () => {
    expect(reportStatusBadge('pending')).toEqual({ label: 'Pending', variant: 'destructive' });
    expect(reportStatusBadge('resolved')).toEqual({ label: 'Resolved', variant: 'default' });
    expect(reportStatusBadge('dismissed')).toEqual({ label: 'Dismissed', variant: 'secondary' });
    expect(reportStatusBadge('under_review')).toEqual({ label: 'Under review', variant: 'secondary' });
  });
});

describe('profiles', () => {
  it('joins what the location has', () => {
    expect(profileLocation({ city: 'Toronto', state: 'ON', country: 'Canada' })).toBe('Toronto, ON, Canada');
    expect(profileLocation({ city: null, state: ' ', country: 'Canada' })).toBe('Canada');
    expect(profileLocation({ city: null, state: null, country: null })).toBe('-');
  });
});
