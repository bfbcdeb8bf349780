import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { LIGHTHOUSE_TEXTS } from '@pfe/contracts/lighthouse';
import { mockFetch, renderWithProviders, unreadName } from '../../../testing/render';
import { makeIncomingRequest, makeListing, makeProfile, makeSeekerRequest } from '../testing/fixtures';
import { LighthouseBrowseRoute } from './browse';
import { LighthouseDashboardRoute } from './dashboard';
import { LighthouseMatchesRoute } from './matches';
import { LighthousePropertyEditorRoute } from './property-editor';
import { LighthousePropertyRoute } from './property-detail';

const LISTING = makeListing();
const propertyUrl = `/api/lighthouse/properties/${LISTING.id}`;

function renderProperty() {
  return renderWithProviders(
    <Routes>
      <Route path="/apps/lighthouse/property/:id" element={<LighthousePropertyRoute />} />
    </Routes>,
    { path: `/apps/lighthouse/property/${LISTING.id}` },
  );
}

describe('LightHouse dashboard', () => {
  it('welcomes a member without a profile with a create-profile button', async () => {
    mockFetch({ 'GET /api/lighthouse/profile': { body: undefined }, 'GET /api/lighthouse/announcements': { body: [] } });
    renderWithProviders(<LighthouseDashboardRoute />);
    expect(await screen.findByRole('heading', { name: 'Welcome to LightHouse' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Profile' })).toHaveAttribute('href', '/apps/lighthouse/profile');
  });

  it('shows the first 3 recent requests and a link to all', async () => {
    const requests = [1, 2, 3, 4].map((n) => makeSeekerRequest({ id: `m-${n}`, property: makeListing({ title: `Room ${n}` }) }));
    mockFetch({ 'GET /api/lighthouse/profile': { body: makeProfile() }, 'GET /api/lighthouse/matches': { body: requests }, 'GET /api/lighthouse/announcements': { body: [] } });
    renderWithProviders(<LighthouseDashboardRoute />);
    expect(await screen.findByText('Room 1')).toBeInTheDocument();
    expect(screen.getByText('Room 3')).toBeInTheDocument();
    expect(screen.queryByText('Room 4')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View all requests' })).toHaveAttribute('href', '/apps/lighthouse/matches');
    // The spec's subtitle, verbatim (core-platform: "safe housing connections in New York").
    expect(screen.getByText('Safe housing connections in New York.')).toBeInTheDocument();
  });
});

describe('LightHouse browse', () => {
  it('says the spec text when nothing is listed', async () => {
    mockFetch({ 'GET /api/lighthouse/profile': { body: makeProfile() }, 'GET /api/lighthouse/properties': { body: [] } });
    renderWithProviders(<LighthouseBrowseRoute />);
    expect(await screen.findByText('No housing options available yet.')).toBeInTheDocument();
  });

  it('shows each listing with its city and state', async () => {
    mockFetch({ 'GET /api/lighthouse/profile': { body: makeProfile() }, 'GET /api/lighthouse/properties': { body: [LISTING] } });
    renderWithProviders(<LighthouseBrowseRoute />);
    const card = (await screen.findByRole('heading', { name: 'Quiet room' })).closest('article')!;
    expect(within(card).getByText('Brooklyn, NY')).toBeInTheDocument();
    expect(within(card).getByText('$650.00 / month')).toBeInTheDocument();
  });
});

describe('LightHouse property detail', () => {
  it('offers seekers the request form and sends the request', async () => {
    const fetchMock = mockFetch({
      'GET /api/lighthouse/profile': { body: makeProfile() },
      [`GET ${propertyUrl}`]: { body: LISTING },
      'GET /api/lighthouse/matches': { body: [] },
      'POST /api/lighthouse/matches': { status: 201, body: makeSeekerRequest() },
    });
    renderProperty();
    expect(await screen.findByText('The street address is shared once the host accepts your request.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Message to the host (optional)'), 'Hello there');
    await userEvent.click(screen.getByRole('button', { name: 'Request Match' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/lighthouse/matches', expect.objectContaining({ method: 'POST' })));
    const [, init] = fetchMock.mock.calls.find(([url, i]) => url === '/api/lighthouse/matches' && i?.method === 'POST')!;
    expect(JSON.parse(String(init!.body))).toEqual({ propertyId: LISTING.id, message: 'Hello there', proposedMoveInDate: null });
  });

  it('shows the failure toast of the spec when a request fails', async () => {
    mockFetch({
      'GET /api/lighthouse/profile': { body: makeProfile() },
      [`GET ${propertyUrl}`]: { body: LISTING },
      'GET /api/lighthouse/matches': { body: [] },
      'POST /api/lighthouse/matches': { status: 409, body: { statusCode: 409, message: 'You already have an open request for this property', error: 'Conflict' } },
    });
    renderProperty();
    await userEvent.click(await screen.findByRole('button', { name: 'Request Match' }));
    expect(await screen.findByText('Failed to request match. You already have an open request for this property')).toBeInTheDocument();
  });

  it('tells a host they cannot request housing', async () => {
    mockFetch({ 'GET /api/lighthouse/profile': { body: makeProfile({ profileType: 'host' }) }, [`GET ${propertyUrl}`]: { body: LISTING } });
    renderProperty();
    expect(await screen.findByText(LIGHTHOUSE_TEXTS.hostCannotRequest)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request Match' })).not.toBeInTheDocument();
  });

  it("shows 'Property not found' for a listing the member may not see", async () => {
    mockFetch({
      'GET /api/lighthouse/profile': { body: makeProfile() },
      [`GET ${propertyUrl}`]: { status: 404, body: { statusCode: 404, message: 'Property not found', error: 'Not Found' } },
    });
    renderProperty();
    expect(await screen.findByRole('heading', { name: 'Property not found' })).toBeInTheDocument();
  });

  it('shows the address and the host phone once the request is accepted', async () => {
    const accepted = { ...LISTING, visibility: 'accepted' as const, address: '12 Secret Street', zipCode: '11201', hostPhone: '+1 555 0100' };
    mockFetch({
      'GET /api/lighthouse/profile': { body: makeProfile() },
      [`GET ${propertyUrl}`]: { body: accepted },
      'GET /api/lighthouse/matches': { body: [makeSeekerRequest({ status: 'accepted', property: accepted })] },
    });
    renderProperty();
    expect(await screen.findByText('12 Secret Street, Brooklyn, NY 11201')).toBeInTheDocument();
    expect(screen.getByText("Host's phone: +1 555 0100")).toBeInTheDocument();
    expect(await screen.findByText(LIGHTHOUSE_TEXTS.accepted)).toBeInTheDocument();
  });
});

describe('LightHouse requests', () => {
  it("gives a seeker the spec's accepted and rejected texts, and lets them cancel a pending request", async () => {
    const fetchMock = mockFetch({
      'GET /api/lighthouse/profile': { body: makeProfile() },
      'GET /api/lighthouse/matches': {
        body: [makeSeekerRequest({ id: 'a', status: 'accepted' }), makeSeekerRequest({ id: 'r', status: 'rejected' }), makeSeekerRequest({ id: 'p', status: 'pending' })],
      },
      'PUT /api/lighthouse/matches/p': { body: makeSeekerRequest({ id: 'p', status: 'cancelled' }) },
    });
    renderWithProviders(<LighthouseMatchesRoute />);
    expect(await screen.findByText('Your match request has been accepted! The host will be in touch with you soon.')).toBeInTheDocument();
    expect(screen.getByText('This match request was not accepted. Continue browsing for other options.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel request' }));
    // It asks first; "Keep my request" changes nothing.
    const ask = await screen.findByRole('dialog', { name: 'Cancel your request?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Keep my request' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetchMock).not.toHaveBeenCalledWith('/api/lighthouse/matches/p', expect.anything());
    await userEvent.click(screen.getByRole('button', { name: 'Cancel request' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Cancel your request?' })).getByRole('button', { name: 'Cancel request' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/lighthouse/matches/p', expect.objectContaining({ method: 'PUT', body: JSON.stringify({ status: 'cancelled' }) })));
  });

  it('shows the unread messages of each accepted request on its conversation link, for the seeker and the host', async () => {
    const unread = { items: [], unreadCount: 2, unreadByApp: { lighthouse: 2 }, unreadChats: { a: 3, 'm-2': 1 } };
    mockFetch({
      'GET /api/lighthouse/profile': { body: makeProfile() },
      'GET /api/lighthouse/matches': { body: [makeSeekerRequest({ id: 'a', status: 'accepted' })] },
      'GET /api/notifications': { body: unread },
    });
    const seeker = renderWithProviders(<LighthouseMatchesRoute />);
    expect(await screen.findByRole('link', { name: unreadName('Message the host', 3) })).toHaveAttribute('href', '/apps/lighthouse/matches/a');
    seeker.unmount();

    mockFetch({
      'GET /api/lighthouse/profile': { body: makeProfile({ profileType: 'host' }) },
      'GET /api/lighthouse/matches': { body: [makeIncomingRequest({ status: 'accepted' })] },
      'GET /api/notifications': { body: unread },
    });
    renderWithProviders(<LighthouseMatchesRoute />);
    expect(await screen.findByRole('link', { name: unreadName('Message the seeker', 1) })).toHaveAttribute('href', '/apps/lighthouse/matches/m-2');
  });

  it('lets a host accept with a response, and shows the failure toast when the property is full', async () => {
    const fetchMock = mockFetch({
      'GET /api/lighthouse/profile': { body: makeProfile({ profileType: 'host' }) },
      'GET /api/lighthouse/matches': { body: [makeIncomingRequest()] },
      'PUT /api/lighthouse/matches/m-2': { status: 409, body: { statusCode: 409, message: 'This property is full', error: 'Conflict' } },
    });
    renderWithProviders(<LighthouseMatchesRoute />);
    expect(await screen.findByText('Sky asks for Quiet room')).toBeInTheDocument();
    expect(screen.getByText('Ground floor')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Response to the seeker (optional)'), 'Welcome');
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    // Accept says what it shares, with whom, and asks.
    const ask = await screen.findByRole('dialog', { name: "Accept Sky's request?" });
    expect(within(ask).getByText('Your street address and phone will be shown to Sky, and a conversation with them opens.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalledWith('/api/lighthouse/matches/m-2', expect.anything());
    await userEvent.click(within(ask).getByRole('button', { name: 'Accept and share' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/lighthouse/matches/m-2', expect.objectContaining({ body: JSON.stringify({ status: 'accepted', hostResponse: 'Welcome' }) })));
    expect(await screen.findByText('Failed to update match. This property is full')).toBeInTheDocument();
  });

  it('shows "Full" and disables Accept on a full property, while Reject stays (issue 21 item 7)', async () => {
    mockFetch({
      'GET /api/lighthouse/profile': { body: makeProfile({ profileType: 'host' }) },
      'GET /api/lighthouse/matches': { body: [makeIncomingRequest({ property: { ...makeIncomingRequest().property, full: true } })] },
    });
    renderWithProviders(<LighthouseMatchesRoute />);
    const card = within((await screen.findByText('Sky asks for Quiet room')).closest('article')!);
    // Under the page's h1, each request is an h2 (heading order, issue 21 item 18).
    expect(screen.getByRole('heading', { level: 2, name: 'Sky asks for Quiet room' })).toBeInTheDocument();
    expect(card.getByText('Full')).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Accept' })).toBeDisabled();
    expect(card.getByRole('button', { name: 'Reject' })).toBeEnabled();
    expect(card.getByRole('status')).toHaveTextContent('This property is full');
  });

  it('tells a seeker her listing was withdrawn instead of a Pending request and a link to a 404 (issue 21 item 6)', async () => {
    mockFetch({
      'GET /api/lighthouse/profile': { body: makeProfile() },
      'GET /api/lighthouse/matches': { body: [makeSeekerRequest({ id: 'w', status: 'pending', listingWithdrawn: true })] },
    });
    renderWithProviders(<LighthouseMatchesRoute />);
    const card = within((await screen.findByText('Listing withdrawn')).closest('article')!);
    expect(card.queryByText('Pending')).not.toBeInTheDocument();
    expect(card.queryByRole('link', { name: 'Quiet room' })).not.toBeInTheDocument();
    expect(card.getByRole('status')).toHaveTextContent('The host has taken this listing down');
    expect(card.getByRole('button', { name: 'Cancel request' })).toBeEnabled();
  });
});

describe('LightHouse blocks (issue 22: the one Block dialog)', () => {
  it('lets a seeker block the host from her request, and a host block the seeker from theirs, through /api/blocks', async () => {
    const fetchMock = mockFetch({
      'GET /api/lighthouse/profile': { body: makeProfile() },
      'GET /api/lighthouse/matches': { body: [makeSeekerRequest({ id: 'p', status: 'pending' })] },
      'POST /api/blocks': { status: 201, body: {} },
    });
    const { unmount } = renderWithProviders(<LighthouseMatchesRoute />);
    await userEvent.click(await screen.findByRole('button', { name: 'Block Harbor Host' }));
    const dialog = screen.getByRole('dialog', { name: 'Block Harbor Host' });
    expect(dialog).toHaveAccessibleDescription(/Harbor Host is not told\.$/);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason (optional)' }), ' pushy ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(await screen.findByText('Harbor Host can no longer message you or see your listings and requests.')).toBeInTheDocument();
    let post = fetchMock.mock.calls.find(([url]) => url === '/api/blocks')!;
    expect(JSON.parse(String(post[1]?.body))).toEqual({ userId: 'h-1', reason: 'pushy' });
    unmount();

    const hostFetch = mockFetch({
      'GET /api/lighthouse/profile': { body: makeProfile({ profileType: 'host' }) },
      'GET /api/lighthouse/matches': { body: [makeIncomingRequest()] },
      'POST /api/blocks': { status: 201, body: {} },
    });
    renderWithProviders(<LighthouseMatchesRoute />);
    await userEvent.click(await screen.findByRole('button', { name: 'Block Sky' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Block Sky' })).getByRole('button', { name: 'Block' }));
    expect(await screen.findByText('Sky can no longer message you or see your listings and requests.')).toBeInTheDocument();
    post = hostFetch.mock.calls.find(([url]) => url === '/api/blocks')!;
    expect(JSON.parse(String(post[1]?.body))).toEqual({ userId: 's-1' });
  });
});

describe('LightHouse reports of a member from her profile (issue 32)', () => {
  const sent = (fetchMock: ReturnType<typeof mockFetch>) => {
    const post = fetchMock.mock.calls.find(([url]) => url === '/api/reports')!;
    return { body: JSON.parse(String(post[1]?.body)), key: new Headers(post[1]?.headers).get('Idempotency-Key') };
  };

  it('lets a seeker report the host from her request through the one Report dialog (kind member)', async () => {
    const fetchMock = mockFetch({
      'GET /api/lighthouse/profile': { body: makeProfile() },
      'GET /api/lighthouse/matches': { body: [makeSeekerRequest({ id: 'p', status: 'pending' })] },
      'POST /api/reports': { status: 201, body: { id: 'r-1' } },
    });
    renderWithProviders(<LighthouseMatchesRoute />);
    await userEvent.click(await screen.findByRole('button', { name: 'Report Harbor Host' }));
    const dialog = screen.getByRole('dialog', { name: 'Report Harbor Host' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Pretending to be someone' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Report sent')).toBeInTheDocument();
    const { body, key } = sent(fetchMock);
    expect(body).toEqual({ kind: 'member', id: 'h-1', reason: 'impersonation', block: false });
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('lets a host report the seeker whose profile a request shows, and block her in the same step', async () => {
    const fetchMock = mockFetch({
      'GET /api/lighthouse/profile': { body: makeProfile({ profileType: 'host' }) },
      'GET /api/lighthouse/matches': { body: [makeIncomingRequest()] },
      'POST /api/reports': { status: 201, body: { id: 'r-2' } },
    });
    renderWithProviders(<LighthouseMatchesRoute />);
    await userEvent.click(await screen.findByRole('button', { name: 'Report Sky' }));
    const dialog = screen.getByRole('dialog', { name: 'Report Sky' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Threats' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /optional/ }), ' She threatened me ');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Also block this member' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Report sent')).toBeInTheDocument();
    expect(sent(fetchMock).body).toEqual({ kind: 'member', id: 's-1', reason: 'threats', note: 'She threatened me', block: true });
  });
});

describe('LightHouse property editor', () => {
  it('adds amenities by typed entry (photos are uploaded once the property exists), then lists the property', async () => {
    const fetchMock = mockFetch({
      'GET /api/lighthouse/profile': { body: makeProfile({ profileType: 'host' }) },
      'POST /api/lighthouse/properties': { status: 201, body: { ...LISTING, visibility: 'owner', address: '1 Main St', zipCode: '11201', hiddenByAdmin: false, pendingRequests: 0, acceptedRequests: 0 } },
      [`GET ${propertyUrl}`]: { body: LISTING },
    });
    renderWithProviders(
      <Routes>
        <Route path="/apps/lighthouse/property/new" element={<LighthousePropertyEditorRoute />} />
        <Route path="/apps/lighthouse/property/:id" element={<p>detail</p>} />
      </Routes>,
      { path: '/apps/lighthouse/property/new' },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'List Property' }));
    expect(screen.getByText('Title is required')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalledWith('/api/lighthouse/properties', expect.anything());

    for (const [label, value] of [
      ['Title', 'Room'],
      ['Description', 'Nice'],
      ['Street address', '1 Main St'],
      ['City', 'Brooklyn'],
      ['State', 'NY'],
      ['Zip code', '11201'],
    ]) {
      await userEvent.type(screen.getByRole('textbox', { name: new RegExp(`^${label}`) }), value);
    }
    await userEvent.type(screen.getByLabelText('Add an amenity'), '  Wifi  {Enter}');
    expect(screen.queryByLabelText('Photo URL (https://…)')).not.toBeInTheDocument();
    expect(screen.getByText(/You can add them once the property is listed/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Wifi/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'List Property' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/lighthouse/properties', expect.objectContaining({ method: 'POST' })));
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/lighthouse/properties')!;
    expect(JSON.parse(String(init!.body))).toMatchObject({ title: 'Room', address: '1 Main St', amenities: ['Wifi'], maxOccupants: 1, propertyType: 'room' });
    expect(await screen.findByText('detail')).toBeInTheDocument();
  }, 120_000);
});

describe('LightHouse property editor, Cancel (issue 21 item 10)', () => {
  function renderEditor() {
    mockFetch({ 'GET /api/lighthouse/profile': { body: makeProfile({ profileType: 'host' }) }, 'GET /api/lighthouse/my-properties': { body: [] } });
    renderWithProviders(
      <Routes>
        <Route path="/apps/lighthouse/property/new" element={<LighthousePropertyEditorRoute />} />
        <Route path="/apps/lighthouse/my-properties" element={<p>my properties</p>} />
      </Routes>,
      { path: '/apps/lighthouse/property/new' },
    );
  }

  it('leaves an untouched form at once', async () => {
    renderEditor();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('my properties')).toBeInTheDocument();
  });

  it('asks before discarding a half-filled form, and keeps it on "Keep editing"', async () => {
    renderEditor();
    const title = await screen.findByRole('textbox', { name: /^Title/ });
    await userEvent.click(title);
    await userEvent.paste('Sunny room');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(title).toHaveValue('Sunny room');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Discard' }));
    expect(await screen.findByText('my properties')).toBeInTheDocument();
  });
});
