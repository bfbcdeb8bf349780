import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderWithProviders } from '../testing/render';
import { REPORT_SENT_TEXT, ReportDialog } from './report-dialog';

const HOST = '5b0f3c52-8a43-4d0e-9f7e-3c2b8d1e6a10';

describe('ReportDialog', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for a reason first, then sends kind, id, reason, the trimmed note and "also block" once, with an Idempotency-Key', async () => {
    const fetchMock = mockFetch({ 'POST /api/reports': { status: 201, body: { id: 'r1' } } });
    const reported = vi.fn();
    renderWithProviders(<ReportDialog open kind="lighthouse.property" id={HOST} name="Harbor Host" onClose={() => {}} onReported={reported} />);
    const dialog = screen.getByRole('dialog', { name: 'Report Harbor Host' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(within(dialog).getByText('Choose a reason')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.click(within(dialog).getByRole('radio', { name: 'Scam or exploitation' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /optional/ }), '  asked for cash  ');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Also block this member' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(reported).toHaveBeenCalledWith(true));
    expect(within(dialog).getByText(REPORT_SENT_TEXT)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ kind: 'lighthouse.property', id: HOST, reason: 'exploitation', note: 'asked for cash', block: true });
    expect(new Headers(init.headers).get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("shows the server's message when the report is refused", async () => {
    mockFetch({ 'POST /api/reports': { status: 404, body: { statusCode: 404, code: 'moderation.subjectNotFound', message: 'We could not find what you are reporting', error: 'Not Found' } } });
    renderWithProviders(<ReportDialog open kind="member" id={HOST} onClose={() => {}} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Threats' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('We could not find what you are reporting')).toBeInTheDocument();
  });
});
