import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderWithProviders } from '../testing/render';
import { REPORT_SENT_BLOCKED_TEXT, REPORT_SENT_TEXT, REPORT_SENT_TITLE, ReportButton, ReportDialog } from './report-dialog';

const HOST = '5b0f3c52-8a43-4d0e-9f7e-3c2b8d1e6a10';

describe('ReportDialog', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for a reason first, then sends kind, id, reason, the trimmed note and "also block" once, with an Idempotency-Key', async () => {
    const fetchMock = mockFetch({ 'POST /api/reports': { status: 201, body: { id: 'r1' } } });
    const reported = vi.fn();
    const closed = vi.fn();
    renderWithProviders(<ReportDialog open kind="lighthouse.property" id={HOST} name="Harbor Host" onClose={closed} onReported={reported} />);
    const dialog = screen.getByRole('dialog', { name: 'Report Harbor Host' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(within(dialog).getByText('Choose a reason')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.click(within(dialog).getByRole('radio', { name: 'Scam or exploitation' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /optional/ }), '  asked for cash  ');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Also block this member' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(reported).toHaveBeenCalledWith(true));
    // A success toast, the dialog closes, and its button stays disabled while it fades out.
    expect(await screen.findByText(REPORT_SENT_BLOCKED_TEXT)).toBeInTheDocument();
    expect(screen.getByText(REPORT_SENT_TITLE)).toBeInTheDocument();
    expect(closed).toHaveBeenCalledTimes(1);
    expect(within(dialog).getByRole('button', { name: 'Send report' })).toBeDisabled();
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

  it('is disabled while the report is on its way; a double press sends once; the button reopens it for a new intent', async () => {
    let answer: (value: Response) => void = () => {};
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<ReportButton kind="socketrelay.message" id={HOST} name="Rae" label="Report message" />);
    await userEvent.click(screen.getByRole('button', { name: 'Report message' }));
    const dialog = screen.getByRole('dialog', { name: 'Report Rae' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Harassment' }));
    await userEvent.dblClick(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(within(dialog).getByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    answer(new Response(JSON.stringify({ id: 'r1' }), { status: 201, headers: { 'content-type': 'application/json' } }));
    expect(await screen.findByText(REPORT_SENT_TEXT)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Report message' }));
    const again = screen.getByRole('dialog', { name: 'Report Rae' });
    expect(within(again).getByRole('radio', { name: 'Harassment' })).not.toBeChecked();
    expect(within(again).getByRole('button', { name: 'Send report' })).toBeEnabled();
  });
});
