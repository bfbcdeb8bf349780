import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { adminConsolePage } from '../lib/admin-console';
import { checkA11y } from '../lib/a11y';
import { expect, test } from '../lib/fixtures';
import { adminApiPage, apiMember, becomeMember, createInviteCode } from '../lib/flows';

/** A phone photo: EXIF with the camera and where it was taken. */
const phonePhoto = (color: string) =>
  sharp({ create: { width: 320, height: 200, channels: 3, background: color } })
    .jpeg()
    .withExifMerge({ IFD0: { Make: 'PhoneCo' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '40/1 41/1 2/1', GPSLongitudeRef: 'W', GPSLongitude: '73/1 59/1 0/1' } })
    .toBuffer();

/** Every host a page's browser asked for anything (documents, scripts, images, sockets…), as it goes. */
function watchHosts(page: Page): Set<string> {
  const hosts = new Set<string>();
  page.context().on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol !== 'data:' && url.protocol !== 'blob:') hosts.add(url.host);
  });
  return hosts;
}

const PHONE = { width: 375, height: 740 };

/** Creates the LightHouse profile in the UI, from the dashboard's welcome screen. */
async function createProfile(page: Page, { type, name, phone }: { type: 'seeker' | 'host'; name: string; phone: string }) {
  await page.goto('/apps/lighthouse');
  await expect(page.getByRole('heading', { name: 'Welcome to LightHouse' })).toBeVisible();
  await checkA11y(page, 'lighthouse welcome (no profile)');
  await page.getByRole('link', { name: 'Create Profile' }).click();
  await expect(page.getByRole('heading', { name: 'Create Profile' })).toBeVisible();
  await page.getByRole('radio', { name: type === 'host' ? 'Offering housing (host)' : 'Looking for housing (seeker)' }).check();
  await page.getByRole('textbox', { name: 'Display name' }).fill(name);
  await page.getByRole('textbox', { name: 'Phone number' }).fill(phone);
  if (type === 'seeker') {
    await page.getByRole('textbox', { name: 'Housing needs' }).fill('A quiet room near a bus line');
    await page.getByRole('textbox', { name: 'Maximum budget (USD / month)' }).fill('800');
  }
  await checkA11y(page, `lighthouse create profile (${type})`);
  await page.getByRole('button', { name: 'Create Profile' }).click();
  await expect(page.getByText('Your LightHouse profile has been created successfully.')).toBeVisible();
  await page.waitForURL((url) => url.pathname === '/apps/lighthouse');
  await expect(page.getByText(`Welcome back, ${name}!`)).toBeVisible();
}

async function send(page: Page, text: string) {
  const input = page.getByRole('textbox', { name: 'Message' });
  await input.click();
  await input.pressSequentially(text);
  await input.press('Enter');
}

test('a host lists a property; a seeker browses it without the street address, requests it; the host accepts; the seeker sees the address and they talk', async ({ ctx }) => {
  // Two members, one admin, a dozen screens each checked with axe at two widths: a long journey.
  test.slow();
  const admin = await adminApiPage(ctx);
  const [hostCode, seekerCode] = [await createInviteCode(admin), await createInviteCode(admin)];
  const suffix = Math.random().toString(36).slice(2, 6);
  const hostName = `Harbor ${suffix}`;
  const seekerName = `Sky ${suffix}`;
  const title = `Quiet room ${suffix}`;
  const street = `${suffix.toUpperCase()} Hidden Lane, Apt 2`;

  const host = await ctx.page();
  await becomeMember(host, { email: ctx.uniqueEmail('host'), firstName: 'Hannah', code: hostCode });
  const seeker = await ctx.page({ viewport: PHONE });
  // The seeker's browser asks no host but ours for anything, on every LightHouse page (no host-chosen photo server).
  const seekerHosts = watchHosts(seeker);
  await becomeMember(seeker, { email: ctx.uniqueEmail('seeker'), firstName: 'Sam', code: seekerCode });

  // The host creates a host profile and lists a property.
  await createProfile(host, { type: 'host', name: hostName, phone: '+1 212 555 0100' });
  await checkA11y(host, 'lighthouse host dashboard');
  await host.getByRole('link', { name: 'List a property' }).first().click();
  await expect(host.getByRole('heading', { name: 'List a Property' })).toBeVisible();
  const field = (name: string) => host.getByRole('textbox', { name: new RegExp(`^${name}`) });
  await field('Title').fill(title);
  await field('Description').fill('A furnished room in a calm shared apartment.');
  await field('Street address').fill(street);
  await field('City').fill('Brooklyn');
  await field('State').fill('NY');
  await field('Zip code').fill('11201');
  await field('Monthly rent').fill('650');
  await field('Bathrooms').fill('1.5');
  await host.getByLabel('Add an amenity').fill('  Wifi ');
  await host.getByLabel('Add an amenity').press('Enter');
  await host.getByLabel('Add an amenity').fill('Laundry');
  await host.getByLabel('Add an amenity').press('Enter');
  await expect(host.getByLabel('Photo URL (https://…)'), 'no typed photo addresses any more').toHaveCount(0);
  await checkA11y(host, 'lighthouse new property form');
  await ctx.screenshot(host, 'property-form-desktop');
  await host.getByRole('button', { name: 'List Property' }).click();
  await expect(host.getByText('Property listed', { exact: true })).toBeVisible();
  await expect(host.getByRole('heading', { name: title })).toBeVisible();
  await expect(host.getByText(`${street}, Brooklyn, NY 11201`), 'the owner sees the street address').toBeVisible();
  await checkA11y(host, 'lighthouse property detail (owner)');

  // Photos are uploaded to our own storage from the property form, and removable.
  await host.getByRole('link', { name: 'Edit property' }).click();
  await expect(host.getByRole('heading', { name: 'Edit Property' })).toBeVisible();
  await host.getByLabel('Choose photos').setInputFiles([
    { name: 'room.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto('#6a9') },
    { name: 'kitchen.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto('#a96') },
  ]);
  await expect(host.getByText('2 of 8')).toBeVisible();
  const photos = host.getByRole('list', { name: 'Listing photos' });
  await expect(photos.getByRole('img')).toHaveCount(2);
  await host.getByLabel('Choose photos').setInputFiles([{ name: 'extra.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto('#99a') }]);
  await expect(host.getByText('3 of 8')).toBeVisible();
  await photos.getByRole('button', { name: 'Remove photo 3' }).click();
  await expect(host.getByText('2 of 8')).toBeVisible();
  const [photoUrl] = await photos.getByRole('img').evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).getAttribute('src')!));
  expect(photoUrl).toMatch(/^\/api\/lighthouse\/properties\/[0-9a-f-]{36}\/photos\/[0-9a-f-]{36}$/);
  const served = await host.request.get(photoUrl);
  const meta = await sharp(await served.body()).metadata();
  expect({ exif: meta.exif, format: meta.format }, 'no EXIF (no GPS) in what anyone downloads').toEqual({ exif: undefined, format: 'jpeg' });
  await checkA11y(host, 'lighthouse edit property with photos');
  await ctx.screenshot(host, 'property-photos-desktop');

  // The seeker creates a seeker profile and browses: the city is shown, the street is not.
  await createProfile(seeker, { type: 'seeker', name: seekerName, phone: '+1 212 555 0199' });
  await checkA11y(seeker, 'lighthouse seeker dashboard');
  await ctx.screenshot(seeker, 'seeker-dashboard-phone');
  await seeker.getByRole('link', { name: 'Browse housing' }).click();
  const card = seeker.getByRole('article').filter({ has: seeker.getByRole('heading', { name: title }) });
  await expect(card.getByText('Brooklyn, NY')).toBeVisible();
  await expect(seeker.getByText(street)).toHaveCount(0);
  expect(await seeker.content(), 'no street address anywhere in the browse page').not.toContain(street);
  await checkA11y(seeker, 'lighthouse browse');
  await ctx.screenshot(seeker, 'browse-phone');
  const cardPhoto = card.locator('img');
  await expect(cardPhoto).toHaveAttribute('src', /^\/api\/lighthouse\/properties\//);
  await expect.poll(() => cardPhoto.evaluate((img) => (img as HTMLImageElement).naturalWidth), { message: 'the photo loads from our origin' }).toBeGreaterThan(0);
  await card.getByRole('link').click();
  await expect(seeker.getByRole('heading', { name: title })).toBeVisible();
  await expect(seeker.getByText('The street address is shared once the host accepts your request.')).toBeVisible();
  expect(await seeker.content(), 'no street address on the detail page before acceptance').not.toContain(street);
  await checkA11y(seeker, 'lighthouse property detail (seeker, before requesting)');
  await seeker.getByRole('textbox', { name: 'Message to the host (optional)' }).fill(`Hello ${hostName}, may I visit?`);
  await seeker.getByRole('button', { name: 'Request Match' }).click();
  await expect(seeker.getByText("Your request is waiting for the host's answer.")).toBeVisible();
  await ctx.screenshot(seeker, 'property-detail-requested-phone');

  // The host sees the request with the seeker's LightHouse profile, and accepts it.
  await host.goto('/apps/lighthouse/matches');
  const request = host.getByRole('article').filter({ hasText: `${seekerName} asks for ${title}` });
  await expect(request.getByText(`Hello ${hostName}, may I visit?`)).toBeVisible();
  await expect(request.getByText('A quiet room near a bus line')).toBeVisible();
  await expect(request.getByText('+1 212 555 0199'), 'no seeker phone before accepting').toHaveCount(0);
  await checkA11y(host, 'lighthouse incoming requests');
  await request.getByLabel('Response to the seeker (optional)').fill('Welcome! Let us talk.');
  await request.getByRole('button', { name: 'Accept' }).click();
  // Accept says what it shares, with whom, and asks first.
  const accept = host.getByRole('dialog', { name: `Accept ${seekerName}'s request?` });
  await expect(accept.getByText(`Your street address and phone will be shown to ${seekerName}, and a conversation with them opens.`)).toBeVisible();
  await checkA11y(host, 'lighthouse accept confirmation', { widths: 'current' });
  await accept.getByRole('button', { name: 'Accept and share' }).click();
  await expect(host.getByText('Request accepted', { exact: true })).toBeVisible();
  await expect(request.getByText('+1 212 555 0199')).toBeVisible();

  // The seeker now sees the address, the host's phone and the spec's accepted text.
  await seeker.goto('/apps/lighthouse/matches');
  await expect(seeker.getByText('Your match request has been accepted! The host will be in touch with you soon.')).toBeVisible();
  await expect(seeker.getByText(`${street}, Brooklyn, NY 11201`)).toBeVisible();
  await expect(seeker.getByText('+1 212 555 0100')).toBeVisible();
  await checkA11y(seeker, 'lighthouse my requests (accepted)');
  await ctx.screenshot(seeker, 'my-requests-accepted-phone');

  // They talk.
  await seeker.getByRole('link', { name: 'Message the host' }).click();
  await expect(seeker.getByRole('heading', { name: `Conversation with ${hostName}` })).toBeVisible();
  await expect(seeker.getByText('No messages yet. Start the conversation!')).toBeVisible();
  await checkA11y(seeker, 'lighthouse conversation (empty)');
  const hello = `Thank you ${hostName}! When can I come by? ${suffix}`;
  await send(seeker, hello);
  await expect(seeker.getByRole('log', { name: 'Messages' }).getByText(hello)).toBeVisible();

  await host.getByRole('link', { name: 'Message the seeker' }).click();
  await expect(host.getByRole('heading', { name: `Conversation with ${seekerName}` })).toBeVisible();
  await expect(host.getByRole('log', { name: 'Messages' }).getByText(hello)).toBeVisible();
  const reply = `Saturday at noon works, ${seekerName}.`;
  await send(host, reply);
  await expect(seeker.getByRole('log', { name: 'Messages' }).getByText(reply)).toBeVisible({ timeout: 10_000 });
  await checkA11y(seeker, 'lighthouse conversation');
  await ctx.screenshot(seeker, 'conversation-phone');

  // Host screens at phone width too.
  await host.setViewportSize(PHONE);
  await host.goto('/apps/lighthouse/my-properties');
  await expect(host.getByText('0 pending · 1 of 1 accepted')).toBeVisible();
  await ctx.screenshot(host, 'my-properties-phone');
  await host.goto('/apps/lighthouse/matches');
  await expect(host.getByText(`${seekerName} asks for ${title}`)).toBeVisible();
  await ctx.screenshot(host, 'incoming-requests-phone');
  await checkA11y(host, 'lighthouse my properties / requests at phone width');

  const matchId = new URL(seeker.url()).pathname.split('/').pop()!;

  // Reject asks first too (a second seeker's request).
  const other = await apiMember(ctx, admin);
  const otherName = `Rain ${suffix}`;
  expect((await other.page.request.post('/api/lighthouse/profile', { data: { profileType: 'seeker', displayName: otherName } })).status()).toBe(201);
  const listed = (await (await other.page.request.get('/api/lighthouse/properties')).json()) as { id: string; title: string }[];
  const listing = listed.find((p) => p.title === title)!;
  expect(listing).toBeDefined();
  expect((await other.page.request.post('/api/lighthouse/matches', { data: { propertyId: listing.id } })).status()).toBe(201);
  await host.goto('/apps/lighthouse/matches');
  const second = host.getByRole('article').filter({ hasText: `${otherName} asks for ${title}` });
  await second.getByRole('button', { name: 'Reject' }).click();
  const reject = host.getByRole('dialog', { name: `Reject ${otherName}'s request?` });
  await expect(reject.getByText(`${otherName} will see that the request was not accepted. This cannot be undone.`)).toBeVisible();
  await ctx.screenshot(host, 'reject-confirmation-phone');
  await reject.getByRole('button', { name: 'Reject' }).click();
  await expect(host.getByText('Request declined', { exact: true })).toBeVisible();

  // Mark completed and Cancel ask first: "Not yet" changes nothing, confirming closes the match.
  const accepted = host.getByRole('article').filter({ hasText: `${seekerName} asks for ${title}` });
  await accepted.getByRole('button', { name: 'Mark completed' }).click();
  const complete = host.getByRole('dialog', { name: 'Mark this stay as completed?' });
  await expect(complete.getByText(`The request moves to your history and no more messages can be sent to ${seekerName}. This cannot be undone.`)).toBeVisible();
  await complete.getByRole('button', { name: 'Not yet' }).click();
  await expect(complete).toBeHidden();
  await accepted.getByRole('button', { name: 'Cancel match' }).click();
  const cancel = host.getByRole('dialog', { name: `Cancel the match with ${seekerName}?` });
  await expect(cancel).toBeVisible();
  await ctx.screenshot(host, 'cancel-confirmation-phone');
  await checkA11y(host, 'lighthouse cancel confirmation', { widths: 'current' });
  await cancel.getByRole('button', { name: 'Cancel match' }).click();
  await expect(host.getByText('Request cancelled', { exact: true })).toBeVisible();

  // The seeker's whole LightHouse visit asked no host but ours.
  await seeker.goto('/apps/lighthouse/browse');
  await expect(seeker.getByRole('heading', { name: title })).toBeVisible();
  await seeker.goto('/apps/lighthouse/matches');
  await expect(seeker.getByRole('heading', { name: 'My Requests' })).toBeVisible();
  expect([...seekerHosts], 'every request of the seeker went to our origin').toEqual([new URL(ctx.baseUrl).host]);

  // The console lets an admin remove a photo.
  const consolePage = await adminConsolePage(ctx);
  await consolePage.goto('/admin/lighthouse/properties');
  const strip = consolePage.getByRole('list', { name: `Photos of ${title}` }).first();
  await expect(strip.getByRole('img')).toHaveCount(2);
  await strip.getByRole('button', { name: `Remove photo 1 of ${title}` }).click();
  const removeDialog = consolePage.getByRole('dialog', { name: 'Remove this photo?' });
  await removeDialog.getByRole('button', { name: 'Remove' }).click();
  await expect(consolePage.getByText('Photo removed').first()).toBeVisible();
  await expect(strip.getByRole('img')).toHaveCount(1);
  expect((await host.request.get(photoUrl)).status(), 'the removed photo is gone').toBe(404);
  await checkA11y(consolePage, 'console lighthouse properties with photos');

  // An outsider never reads the conversation.
  const outsider = await admin.request.get(`/api/lighthouse/matches/${matchId}/messages`);
  expect(outsider.status(), 'an admin cannot read the conversation').toBe(404);
});
