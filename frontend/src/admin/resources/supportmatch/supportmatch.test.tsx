import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError, memoryStore } from 'react-admin';
import { announcement, getManyOf, listFrom, listOf, member, partnership, profile, renderWith as renderAdmin, report } from '../../testing/fixtures';
import { AnnouncementCreate as SharedCreate, AnnouncementEdit as SharedEdit } from '../../announcements/announcement-form';
import { AnnouncementList as SharedList } from '../../announcements/announcement-list';
import { withAnnouncementConsole } from '../../announcements/console-config';
import { SUPPORTMATCH_ANNOUNCEMENTS } from './announcements';

// The shared announcement pages, as the console configures them for SupportMatch.
const AnnouncementList = withAnnouncementConsole(SUPPORTMATCH_ANNOUNCEMENTS, SharedList);
const AnnouncementCreate = withAnnouncementConsole(SUPPORTMATCH_ANNOUNCEMENTS, SharedCreate);
const AnnouncementEdit = withAnnouncementConsole<{ id?: string }>(SUPPORTMATCH_ANNOUNCEMENTS, SharedEdit);
import { PartnershipList } from './partnerships/partnership-list';
import { ProfileList } from './profiles/profile-list';
import { ReportList } from './reports/report-list';
import { ReportShow } from './reports/report-show';
import { SupportMatchDashboard } from './supportmatch-dashboard';

// Each test starts at a clean URL with a fresh store: list filters (the tabs) live in both.
beforeEach(() => window.history.replaceState(null, '', '/'));
const renderWith = (ui: React.ReactElement, dataProvider: Record<string, unknown>) => renderAdmin(ui, dataProvider, { store: memoryStore() });

const getMany = getManyOf([member('u1', 'Robin'), member('u2', 'Sky')]);

describe('SupportMatch Admin dashboard', () => {
  it('shows the three counters and links to the four sub-pages', async () => {
    renderWith(<SupportMatchDashboard />, { getSupportMatchStats: vi.fn(async () => ({ activeUsers: 12, currentPartnerships: 5, pendingReports: 3 })) });
    expect(screen.getByRole('heading', { name: 'SupportMatch Admin' })).toBeInTheDocument();
    expect(await within(screen.getByRole('region', { name: 'Active Users' })).findByText('12')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Current Partnerships' })).getByText('5')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Pending Reports' })).getByText('3')).toBeInTheDocument();
    for (const [name, path] of [
      [/Partnerships/, '/supportmatch/partnerships'],
      [/Safety Reports/, '/supportmatch/reports'],
      [/Announcements/, '/supportmatch/announcements'],
      [/Profiles/, '/supportmatch/profiles'],
    ] as const) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', expect.stringContaining(path));
    }
  });
});

describe('SupportMatch Partnerships', () => {
  const rows = { 'supportmatch/partnerships': [partnership({}), partnership({ id: 'p2', status: 'ended_early', user2Nickname: null, user2Id: '0b6a6c2e-7d1f-4c35-9d0b-2f1d6a1f0c11' })] };

  it('lists active partnerships, then past ones on the Past tab, with the history badges', async () => {
    const getList = listFrom(rows);
    renderWith(<PartnershipList />, { getList });
    expect(screen.getByText('Loading partnerships...')).toBeInTheDocument();
    expect(await screen.findByText('RobinStar')).toBeInTheDocument();
    expect(getList).toHaveBeenLastCalledWith('supportmatch/partnerships', expect.objectContaining({ filter: { status: 'active' } }));
    expect(within(screen.getByRole('table')).getByText('Active').closest('[data-badge-style]')).toHaveAttribute('data-badge-style', 'default');
    expect(screen.getByText('Dec 1, 2026')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Past' }));
    expect(await screen.findByText('Ended Early')).toBeInTheDocument();
    expect(getList).toHaveBeenLastCalledWith('supportmatch/partnerships', expect.objectContaining({ filter: { status: 'past' } }));
    expect(screen.getByText('Ended Early').closest('[data-badge-style]')).toHaveAttribute('data-badge-style', 'destructive');
    expect(screen.getByText('& Member 0b6a6c2e')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /End the partnership/ })).not.toBeInTheDocument();
  });

  it('says so when there is no active partnership', async () => {
    renderWith(<PartnershipList />, { getList: listFrom({}) });
    expect(await screen.findByText('No active partnerships')).toBeInTheDocument();
  });

  it("runs matching after confirming, shows the server's message and the reasons in counts", async () => {
    const message =
      'Matching complete: 1 pair created, 4 members left unmatched. Left unmatched: 1 with no compatible member, 2 whose only compatible members are across a block, 1 whose compatible members were all paired with others. Not eligible: 3 members already partnered.';
    const reasons = { noCompatibleMember: 1, blocked: 2, allCompatiblePaired: 1, profileIncomplete: 0, alreadyPartnered: 3, inactive: 5 };
    const runMatching = vi.fn(async () => ({ message, runId: 'r1', pairs: 1, unmatched: 4, reasons }));
    renderWith(<PartnershipList />, { getList: listFrom(rows), runMatching });
    await screen.findByText('RobinStar');
    fireEvent.click(screen.getByRole('button', { name: 'Run Matching' }));
    const dialog = await screen.findByRole('dialog');
    expect(runMatching).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Run Matching' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(runMatching).toHaveBeenCalledTimes(1);

    const result = within(await screen.findByRole('region', { name: 'Matching result' }));
    expect(result.getByText('1 pair created, 4 members left unmatched')).toBeInTheDocument();
    const countOf = (label: string) => result.getByText(label).nextElementSibling?.textContent;
    expect(countOf('No compatible member')).toBe('1');
    expect(countOf('Only compatible members are blocked')).toBe('2');
    expect(countOf('All compatible members were paired with others')).toBe('1');
    expect(countOf('Profile incomplete (same timezone, no timezone given)')).toBe('0');
    expect(countOf('Already partnered')).toBe('3');
    expect(countOf('Not included in matching')).toBe('5');
    // The list is still there, and the result closes.
    expect(screen.getByText('RobinStar')).toBeInTheDocument();
    fireEvent.click(result.getByRole('button', { name: 'Close the matching result' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Matching result' })).not.toBeInTheDocument());
  });

  it("shows the server's message when a run is already in progress, else the fixed text", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const runMatching = vi
      .fn()
      .mockRejectedValueOnce(new HttpError('A matching run is already in progress', 409, { statusCode: 409, message: 'A matching run is already in progress', error: 'Conflict' }))
      .mockRejectedValueOnce(new HttpError('Could not reach the server. Check your connection and try again.', 0));
    renderWith(<PartnershipList />, { getList: listFrom(rows), runMatching });
    await screen.findByText('RobinStar');
    fireEvent.click(screen.getByRole('button', { name: 'Run Matching' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Run Matching' }));
    expect(await screen.findByText('A matching run is already in progress')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    fireEvent.click(screen.getByRole('button', { name: 'Run Matching' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Run Matching' }));
    expect(await screen.findByText('Failed to run matching algorithm')).toBeInTheDocument();
  });

  it('ends an active partnership after confirming', async () => {
    const setPartnershipStatus = vi.fn(async (id: string, status: string) => ({ id, status }));
    renderWith(<PartnershipList />, { getList: listFrom(rows), setPartnershipStatus });
    fireEvent.click(await screen.findByRole('button', { name: 'End the partnership of RobinStar & SkyStar' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'End Partnership' }));
    expect(await screen.findByText('Partnership of RobinStar & SkyStar ended')).toBeInTheDocument();
    expect(setPartnershipStatus).toHaveBeenCalledWith('p1', 'ended');
  });

  it('says "Failed to end partnership" when ending fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const setPartnershipStatus = vi.fn(async () => Promise.reject(new HttpError('This partnership has already ended', 409, { message: 'This partnership has already ended' })));
    renderWith(<PartnershipList />, { getList: listFrom(rows), setPartnershipStatus });
    fireEvent.click(await screen.findByRole('button', { name: /End the partnership/ }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'End Partnership' }));
    expect(await screen.findByText('Failed to end partnership')).toBeInTheDocument();
  });
});

describe('SupportMatch Reports', () => {
  it('lists pending reports with who reported whom, and resolved ones on their tab', async () => {
    const getList = listFrom({ 'supportmatch/reports': [report(), report({ id: 'r2', reason: 'Spam or scam', status: 'resolved', resolution: 'Report resolved' })] });
    renderWith(<ReportList />, { getList, getMany });
    expect(await screen.findByText('Inappropriate messages')).toBeInTheDocument();
    expect(getList).toHaveBeenLastCalledWith('supportmatch/reports', expect.objectContaining({ filter: { status: 'pending' } }));
    expect(await screen.findByRole('link', { name: 'Sky Tester' })).toHaveAttribute('href', expect.stringContaining('/users/u2'));
    expect(screen.getByRole('link', { name: 'Robin Tester' })).toBeInTheDocument();
    expect(within(screen.getByRole('table')).getByText('Pending').closest('[data-badge-style]')).toHaveAttribute('data-badge-style', 'destructive');
    fireEvent.click(screen.getByRole('tab', { name: 'Resolved' }));
    expect(await screen.findByText('Spam or scam')).toBeInTheDocument();
    expect(getList).toHaveBeenLastCalledWith('supportmatch/reports', expect.objectContaining({ filter: { status: 'resolved' } }));
    fireEvent.click(screen.getByRole('tab', { name: 'Dismissed' }));
    expect(await screen.findByText('No dismissed reports')).toBeInTheDocument();
  });

  it('names both members by their SupportMatch nicknames when they have them, still linking to their accounts', async () => {
    const getList = listFrom({ 'supportmatch/reports': [report({ reporterNickname: 'Wren', reportedNickname: 'Heron' })] });
    renderWith(<ReportList />, { getList, getMany });
    expect(await screen.findByRole('link', { name: 'Heron' })).toHaveAttribute('href', expect.stringContaining('/users/u2'));
    expect(screen.getByRole('link', { name: 'Wren' })).toHaveAttribute('href', expect.stringContaining('/users/u1'));
    expect(screen.queryByText('Sky Tester')).not.toBeInTheDocument();
  });

  it('names a member whose profile has no nickname (stored empty) by her account, so the link has a name', async () => {
    const getList = listFrom({ 'supportmatch/reports': [report({ reporterNickname: '', reportedNickname: 'Heron' })] });
    renderWith(<ReportList />, { getList, getMany });
    expect(await screen.findByRole('link', { name: 'Heron' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Robin Tester' })).toHaveAttribute('href', expect.stringContaining('/users/u1'));
  });

  it('resolves a report with notes', async () => {
    const setReportStatus = vi.fn(async (id: string, status: string, resolution?: string) => report({ id, status, resolution: resolution ?? null }));
    renderWith(<ReportShow id="r1" />, { getOne: vi.fn(async () => ({ data: report() })), getMany, setReportStatus });
    expect(await screen.findByText('Late-night messages after I asked them to stop.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Resolution notes (optional)'), { target: { value: 'Warned the member' } });
    fireEvent.click(screen.getByRole('button', { name: 'Resolve' }));
    expect(await screen.findByText('Report resolved')).toBeInTheDocument();
    expect(setReportStatus).toHaveBeenCalledWith('r1', 'resolved', 'Warned the member');
  });

  it('dismisses without notes (the server writes "Report dismissed")', async () => {
    const setReportStatus = vi.fn(async (id: string, status: string) => report({ id, status, resolution: 'Report dismissed' }));
    renderWith(<ReportShow id="r1" />, { getOne: vi.fn(async () => ({ data: report() })), getMany, setReportStatus });
    fireEvent.click(await screen.findByRole('button', { name: 'Dismiss' }));
    expect(await screen.findByText('Report dismissed')).toBeInTheDocument();
    expect(setReportStatus).toHaveBeenCalledWith('r1', 'dismissed', '');
  });

  it('says "Failed to update report" when reviewing fails, and shows no actions once reviewed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const setReportStatus = vi.fn(async () => Promise.reject(new Error('nope')));
    renderWith(<ReportShow id="r1" />, { getOne: vi.fn(async () => ({ data: report() })), getMany, setReportStatus });
    fireEvent.click(await screen.findByRole('button', { name: 'Resolve' }));
    expect(await screen.findByText('Failed to update report')).toBeInTheDocument();
  });

  it('shows the resolution of a reviewed report, without Resolve or Dismiss', async () => {
    renderWith(<ReportShow id="r1" />, { getOne: vi.fn(async () => ({ data: report({ status: 'resolved', resolution: 'Warned the member' }) })), getMany });
    expect(await screen.findByText('Warned the member')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resolve' })).not.toBeInTheDocument();
  });
});

describe('SupportMatch Announcements', () => {
  it('lists announcements with the spec badge styles for each type', async () => {
    const types = ['warning', 'maintenance', 'update', 'promotion', 'info', 'other'];
    const rows = types.map((type, i) => announcement({ id: `a${i}`, title: `Title ${type}`, type }));
    renderWith(<AnnouncementList />, { getList: listOf(rows) });
    await screen.findByText('Title warning');
    const styleOf = (label: string) => screen.getByText(label).closest('[data-badge-style]')?.getAttribute('data-badge-style');
    expect(styleOf('Warning')).toBe('destructive');
    expect(styleOf('Maintenance')).toBe('secondary');
    expect(styleOf('Update')).toBe('default');
    expect(styleOf('Promotion')).toBe('secondary');
    expect(styleOf('Info')).toBe('secondary');
    expect(styleOf('Other')).toBe('secondary');
  });

  it('shows the empty state', async () => {
    renderWith(<AnnouncementList />, { getList: listOf([]) });
    expect(screen.getByText('Loading announcements...')).toBeInTheDocument();
    expect(await screen.findByText('No announcements yet')).toBeInTheDocument();
  });

  it('requires a title and content, then creates with type info, showOnLogin off and no expiry by default', async () => {
    const create = vi.fn(async (_r: string, params: { data: object }) => ({ data: { id: 'a9', ...params.data } }));
    renderWith(<AnnouncementCreate />, { create, getList: listOf([]) });
    expect(screen.getByRole('combobox', { name: /Type/ })).toHaveTextContent('Info');
    expect(screen.getByRole('switch', { name: 'Show on login' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Active' })).toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: 'Create Announcement' }));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Content is required')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: '  Welcome  ' } });
    fireEvent.change(screen.getByLabelText(/^Content/), { target: { value: 'Hello members' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Announcement' }));
    expect(await screen.findByText('Announcement created')).toBeInTheDocument();
    expect(create).toHaveBeenCalledWith('supportmatch/announcements', expect.objectContaining({
      data: { title: 'Welcome', content: 'Hello members', type: 'info', isActive: true, showOnLogin: false, showOnSignInPage: false, expiresAt: null },
    }));
  });

  it('says "Failed to create announcement" when creating fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWith(<AnnouncementCreate />, { create: vi.fn(async () => Promise.reject(new Error('nope'))) });
    fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: 'T' } });
    fireEvent.change(screen.getByLabelText(/^Content/), { target: { value: 'C' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Announcement' }));
    expect(await screen.findByText('Failed to create announcement')).toBeInTheDocument();
  });

  it('saves an edit with the whole announcement, keeping the other fields', async () => {
    const saved = announcement({ type: 'warning', showOnLogin: true, expiresAt: new Date(2026, 11, 5, 23, 59, 59, 999).toISOString() });
    const update = vi.fn(async (_r: string, params: { data: object }) => ({ data: { ...saved, ...params.data } }));
    renderWith(<AnnouncementEdit id="a1" />, { getOne: vi.fn(async () => ({ data: saved })), update, getList: listOf([]) });
    const title = await screen.findByLabelText(/^Title/);
    expect(screen.getByLabelText(/^Expires on/)).toHaveValue('2026-12-05');
    fireEvent.change(title, { target: { value: 'Matching day moved' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Announcement' }));
    expect(await screen.findByText('Announcement updated')).toBeInTheDocument();
    expect(update.mock.calls[0][1].data).toEqual({
      title: 'Matching day moved',
      content: 'Matching runs on the first.',
      type: 'warning',
      isActive: true,
      showOnLogin: true,
      showOnSignInPage: false,
      expiresAt: saved.expiresAt,
    });
  });

  it('says "Failed to update announcement" when saving fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWith(<AnnouncementEdit id="a1" />, { getOne: vi.fn(async () => ({ data: announcement() })), update: vi.fn(async () => Promise.reject(new Error('nope'))) });
    fireEvent.change(await screen.findByLabelText(/^Title/), { target: { value: 'New title' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Announcement' }));
    expect(await screen.findByText('Failed to update announcement')).toBeInTheDocument();
  });

  it('deletes after confirming, and says when deleting fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const remove = vi
      .fn()
      .mockResolvedValueOnce({ data: announcement() })
      .mockRejectedValueOnce(new Error('nope'));
    renderWith(<AnnouncementList />, { getList: listOf([announcement()]), delete: remove });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Matching day' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Announcement deleted')).toBeInTheDocument();
    expect(remove).toHaveBeenCalledWith('supportmatch/announcements', expect.objectContaining({ id: 'a1' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Matching day' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete announcement')).toBeInTheDocument();
  });
});

describe('SupportMatch Profiles', () => {
  it('lists profiles read-only with readable options, and searches nicknames with q', async () => {
    const getList = listOf([profile()]);
    renderWith(<ProfileList />, { getList, getMany });
    expect(screen.getByText('Loading profiles...')).toBeInTheDocument();
    expect(await screen.findByText('RobinStar')).toBeInTheDocument();
    for (const text of ['Prefer not to say', 'Any', 'Toronto, ON, Canada', 'Eastern Time (Toronto)', 'Same timezone only', 'Oct 9, 2026', 'Active']) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(screen.queryByRole('button', { name: /Delete|Edit|Save/ })).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Search profiles'), { target: { value: 'rob' } });
    await vi.waitFor(() => expect(getList).toHaveBeenLastCalledWith('supportmatch/profiles', expect.objectContaining({ filter: { q: 'rob' } })), { timeout: 2000 });
  });

  it('says "No profiles found" when there are none', async () => {
    renderWith(<ProfileList />, { getList: listOf([]) });
    expect(await screen.findByText('No profiles found')).toBeInTheDocument();
  });
});
