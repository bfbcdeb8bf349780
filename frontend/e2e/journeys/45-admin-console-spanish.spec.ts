import type { Page } from '@playwright/test';
import { adminConsolePage, horizontalOverflow } from '../lib/admin-console';
import { checkA11y } from '../lib/a11y';
import { expect, POLL, test } from '../lib/fixtures';

/**
 * Issue 33: the console in Spanish. The admin's own account language is Spanish, so the console
 * reads in it (as the member app does); each main page shows its Spanish heading, tab title and
 * card, no English loading line, fits, and passes axe at 375 and 1280 px. The user menu's language
 * item switches to English and back, saved on her account.
 */
const PAGES = [
  { path: '/admin', heading: 'Panel de administración', ready: 'Estado de los pagos' },
  { path: '/admin/users', heading: 'Gestión de usuarios', ready: 'Todos los usuarios' },
  { path: '/admin/invites', heading: 'Gestión de códigos de invitación', ready: 'Códigos de invitación recientes' },
  { path: '/admin/payments', heading: 'Seguimiento de pagos', ready: 'Pagos recientes' },
  { path: '/admin/pricing', heading: 'Gestión de precios', ready: 'Historial de precios' },
  { path: '/admin/activity', heading: 'Registro de actividad', ready: 'Acciones recientes' },
  { path: '/admin/moderation/reports', heading: 'Reportes', ready: 'Cola de reportes' },
  { path: '/admin/moderation/appeals', heading: 'Apelaciones', ready: 'Apelaciones' },
  { path: '/admin/supportmatch', heading: 'Administración de SupportMatch', ready: 'Reportes pendientes' },
  { path: '/admin/supportmatch/partnerships', heading: 'Parejas de apoyo', ready: 'Parejas activas' },
  { path: '/admin/supportmatch/reports', heading: 'Reportes de seguridad', ready: 'Reportes pendientes' },
  { path: '/admin/supportmatch/profiles', heading: 'Perfiles', ready: 'Todos los perfiles' },
  { path: '/admin/supportmatch/announcements/create', heading: 'Nuevo anuncio', ready: 'Crear anuncio' },
  { path: '/admin/socketrelay', heading: 'Administración de SocketRelay', ready: 'Tasa de éxito' },
  { path: '/admin/socketrelay/fulfillments', heading: 'Administración de SocketRelay', ready: 'Entregas' },
  { path: '/admin/sleepstories', heading: 'Administración de SleepStories', ready: 'Historias activas' },
  { path: '/admin/sleepstories/stories', heading: 'Historias para dormir', ready: 'Todas las historias' },
  { path: '/admin/lighthouse', heading: 'Administración de LightHouse', ready: 'Acuerdos activos' },
  { path: '/admin/lighthouse/properties', heading: 'Alojamientos', ready: 'Todos los alojamientos' },
  { path: '/admin/lighthouse/announcements', heading: 'Anuncios', ready: 'Todos los anuncios' },
];

/** English or Spanish loading lines: none may stay once the page has loaded. */
const LOADING = /^(Loading|Cargando)\b.*\.\.\.$/;

async function setAccountLanguage(page: Page, language: 'en' | 'es') {
  const res = await page.request.put('/api/account/settings', { data: { language } });
  if (!res.ok()) throw new Error(`PUT /api/account/settings answered ${res.status()}: ${await res.text()}`);
}

/** Each page of PAGES from its address, in Spanish: heading, tab title, its card, `<html lang>`, fit and axe. */
async function openEach(page: Page, label: string) {
  for (const { path, heading, ready } of PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, exact: true, level: 1 }), `${path}: "${heading}"`).toBeVisible();
    await expect(page, `${path}: its Spanish tab title`).toHaveTitle(`${heading} · Administración · Psyop-Free Economy`);
    await expect(page.getByText(ready, { exact: true }).first(), `${path}: "${ready}"`).toBeVisible();
    await page.getByText(LOADING).first().waitFor({ state: 'detached' });
    await expect(page.locator('html'), `${path}: <html lang>`).toHaveAttribute('lang', 'es');
    expect(await horizontalOverflow(page), `${path} does not scroll sideways at ${label}`).toBe(0);
    await checkA11y(page, `console in Spanish ${path}`, { widths: 'current' });
  }
}

// The journeys' admin is shared by the journeys of a worker: her language goes back to English after each test.
test.afterEach(async ({ ctx }) => {
  const page = await adminConsolePage(ctx);
  await setAccountLanguage(page, 'en');
});

test('admin console in Spanish at 1280 px: the main pages, the menu and react-admin’s own words, axe; the user menu switches to English and back', async ({ ctx }) => {
  // 22 pages with axe each: the same slow ceiling as journeys 21 and 43 on a busy machine.
  test.slow();
  const page = await adminConsolePage(ctx);
  await setAccountLanguage(page, 'es');
  await openEach(page, '1280 px');

  // The menu and react-admin's own strings (pagination) in Spanish.
  await page.goto('/admin/users');
  await expect(page.getByRole('menuitem', { name: 'Gestión de usuarios' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Volver a la app' })).toBeVisible();
  await expect(page.getByText('Filas por página:')).toBeVisible();

  // The user menu's language item: English at once, saved on her account; then Spanish again.
  await page.getByRole('button', { name: /menú de la cuenta/ }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'User Management', level: 1 })).toBeVisible();
  await expect(page.getByText('Rows per page:')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect.poll(() => page.request.get('/api/account/settings').then((r) => r.json()), POLL).toMatchObject({ language: 'en' });
  await page.getByRole('button', { name: /account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Español' }).click();
  await expect(page.getByRole('heading', { name: 'Gestión de usuarios', level: 1 })).toBeVisible();
  await expect.poll(() => page.request.get('/api/account/settings').then((r) => r.json()), POLL).toMatchObject({ language: 'es' });
  await checkA11y(page, 'console in Spanish, after switching back', { widths: 'current' });
});

test('admin console in Spanish at 375 px: the main pages, loaded from their address, fit and pass axe', async ({ ctx }) => {
  test.slow();
  const phone = await adminConsolePage(ctx, { viewport: { width: 375, height: 740 } });
  await setAccountLanguage(phone, 'es');
  await openEach(phone, '375 px');
});
