import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { AdminContext, type AuthProvider } from 'react-admin';
import { api } from '../lib/api-client';
import { i18n } from '../lib/i18n';
import { Dashboard } from './dashboard/dashboard';
import { AccountMenu } from './layout/admin-layout';
import { formatDate, formatMonthly, methodLabel } from './lib/format';
import { validateTierAmount } from './resources/pricing/validation';
import { ModerationReportList } from './resources/moderation/report-list';
import { adminStatusLabel, SOCKETRELAY_ADMIN_STATUSES } from './resources/socketrelay/texts';
import { UserList } from './resources/users/user-list';
import { listOf, renderWith, user } from './testing/fixtures';

/** Issue 33: the console in Spanish (tú, the reader never gendered), English unchanged elsewhere. */
const inSpanish = () => act(() => i18n.changeLanguage('es').then(() => undefined));

describe('the console in Spanish', () => {
  it('says the dashboard in Spanish, with Spanish plurals and money in US dollars', async () => {
    await inSpanish();
    const totals: Record<string, number> = { '{"subscriptionStatus":"overdue"}': 3, '{"subscriptionStatus":"inactive"}': 1, '{"isAdmin":true}': 1 };
    const getList = vi.fn(async (resource: string, params: { filter: object }) => {
      if (resource === 'users') return { data: [], total: totals[JSON.stringify(params.filter)] ?? 0 };
      return { data: [], total: 0 };
    });
    const getStats = vi.fn(async () => ({ totalUsers: 9, activeInvites: 1, collectedMonthlyRevenue: '12.50', outstandingRevenue: '0.00' }));
    renderWith(<Dashboard />, { getList, getStats }, { toaster: false });
    expect(screen.getByRole('heading', { name: 'Panel de administración', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '3 miembros con pago atrasado' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '1 miembro en pausa' })).toBeInTheDocument();
    expect(await screen.findByText('Cuentas registradas, 1 con rol de admin')).toBeInTheDocument();
    expect(screen.getByText('$12.50 cobrados este mes.')).toBeInTheDocument();
    expect(screen.getByText('No hay nada pendiente este mes.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Usuarios en total' })).toBeInTheDocument();
  });

  it('lists users with Spanish headers, badges, rates and dates', async () => {
    await inSpanish();
    renderWith(<UserList />, { getList: listOf([user({ id: 'u1', isAdmin: true, subscriptionStatus: 'overdue' })]) });
    expect(screen.getByRole('heading', { name: 'Gestión de usuarios' })).toBeInTheDocument();
    expect(screen.getByText('Todos los usuarios')).toBeInTheDocument();
    const [header, row] = await screen.findAllByRole('row');
    for (const column of ['Usuario', 'Rol', 'Suscripción', 'Cuota', 'Invitación de', 'Alta']) expect(within(header).getByText(column)).toBeInTheDocument();
    expect(within(row).getByText('Atrasada')).toBeInTheDocument();
    expect(within(row).getByText('$1.00/mes')).toBeInTheDocument();
    expect(within(row).getByText('14 feb 2026')).toBeInTheDocument();
    expect(screen.getByText('1 usuario')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Suscripción' })).toBeInTheDocument();
  });

  it('says the moderation queue and its empty state in Spanish', async () => {
    await inSpanish();
    renderWith(<ModerationReportList />, { getList: listOf([]) });
    expect(screen.getByRole('heading', { name: 'Reportes' })).toBeInTheDocument();
    expect(screen.getByText('Cola de reportes')).toBeInTheDocument();
    expect(await screen.findByText('No hay reportes')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Motivo' })).toBeInTheDocument();
  });

  it('formats and validates in Spanish; English keeps the spec’s forms', async () => {
    expect(formatDate('2026-02-14T12:00:00')).toBe('Feb 14, 2026');
    expect(formatMonthly('1.00')).toBe('$1.00/month');
    await inSpanish();
    expect(formatDate('2026-02-14T12:00:00')).toBe('14 feb 2026');
    expect(formatMonthly('1.00')).toBe('$1.00/mes');
    expect(methodLabel('cash')).toBe('Efectivo');
    expect(methodLabel('zelle')).toBe('Zelle');
    expect(validateTierAmount('')).toBe('El importe es obligatorio');
  });

  it('names every SocketRelay request and fulfilment status in Spanish; English keeps the spec’s badges and raw values', async () => {
    const english = SOCKETRELAY_ADMIN_STATUSES.map(adminStatusLabel);
    expect(english).toEqual(['Active', 'Success', 'expired', 'withdrawn', 'removed', 'deleted', 'Success', 'Failed', 'Cancelled']);
    await inSpanish();
    const spanish = SOCKETRELAY_ADMIN_STATUSES.map(adminStatusLabel);
    expect(spanish).toEqual(['Activa', 'Con éxito', 'Caducada', 'Retirada', 'Quitada', 'Eliminada', 'Con éxito', 'Fallida', 'Cancelada']);
    // A value no release knows stays as stored.
    expect(adminStatusLabel('some_new_status')).toBe('some_new_status');
  });
});

describe("the console's language item (user menu)", () => {
  const authProvider: AuthProvider = {
    login: async () => {},
    logout: async () => {},
    checkAuth: async () => {},
    checkError: async () => {},
    getPermissions: async () => 'admin',
    getIdentity: async () => ({ id: 'a1', fullName: 'Ada Admin' }),
  };

  it('switches the console to English at once and saves it on her account', async () => {
    await inSpanish();
    const put = vi.spyOn(api, 'put').mockResolvedValue({ language: 'en' });
    render(
      <AdminContext authProvider={authProvider}>
        <AccountMenu />
      </AdminContext>,
    );
    fireEvent.click(await screen.findByRole('button', { name: /menú de la cuenta/ }));
    expect(screen.getByText('Idioma')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Español' })).toHaveAttribute('lang', 'es');
    fireEvent.click(screen.getByRole('menuitem', { name: 'English' }));
    await vi.waitFor(() => expect(i18n.language).toBe('en'));
    expect(put).toHaveBeenCalledWith('/api/account/settings', { language: 'en' });
    expect(await screen.findByRole('button', { name: /account menu/ })).toBeInTheDocument();
    put.mockRestore();
  });
});
