import { act, screen, within } from '@testing-library/react';
import { ReportDialog } from '../components/report-dialog';
import { MessageThread } from '../components/chat';
import { DashboardRoute } from '../features/dashboard';
import { PaymentsRoute } from '../features/payments';
import { NotificationSettingsRoute } from '../features/notifications';
import { CurrentUserProvider } from '../lib/current-user';
import { i18n } from '../lib/i18n';
import { makeUser, mockFetch, renderWithProviders } from '../testing/render';

/** The member's screens in Spanish (issue 33): her words, her dates and her plurals, with no English left on them. */
const speakSpanish = () => act(() => i18n.changeLanguage('es').then(() => undefined));

describe('member screens in Spanish', () => {
  beforeEach(speakSpanish);

  it('the dashboard greets her, shows her rate per month and her subscription in Spanish', () => {
    renderWithProviders(
      <CurrentUserProvider user={makeUser({ firstName: 'Ana', lastName: 'Lima', pricingTier: '1.00' })}>
        <DashboardRoute />
      </CurrentUserProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Mi panel' })).toBeInTheDocument();
    expect(screen.getByText('Hola de nuevo, Ana')).toBeInTheDocument();
    const profile = within(screen.getByRole('region', { name: 'Perfil' }));
    expect(profile.getByText('Activa')).toBeInTheDocument();
    expect(profile.getByText('$1.00/mes')).toBeInTheDocument();
    expect(screen.getByText('Tu tarifa garantizada: $1.00/mes')).toBeInTheDocument();
    expect(screen.queryByText(/Welcome|Browse Services|Subscription/)).not.toBeInTheDocument();
  });

  it('My Payments lists a payment with a Spanish date and method', async () => {
    mockFetch({ 'GET /api/payments': { body: [{ id: 'p1', amount: '12.50', paymentMethod: 'cash', paymentDate: '2026-03-05', notes: null }] } });
    renderWithProviders(
      <CurrentUserProvider user={makeUser({ pricingTier: '12.50' })}>
        <PaymentsRoute />
      </CurrentUserProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Mis pagos' })).toBeInTheDocument();
    expect(await screen.findAllByText('Efectivo')).not.toHaveLength(0);
    expect(screen.getAllByText('5 mar 2026')).not.toHaveLength(0);
    expect(screen.getByRole('heading', { name: 'Historial de pagos' })).toBeInTheDocument();
  });

  it('the notification switches name each kind in Spanish', async () => {
    mockFetch({
      'GET /api/notifications/settings': {
        body: { emailAvailable: true, preferences: [{ kind: 'security.sign_in', app: 'security', inApp: true, email: true, locked: true }] },
      },
    });
    renderWithProviders(<NotificationSettingsRoute securityOnly />);
    expect(await screen.findByRole('heading', { name: 'Seguridad de la cuenta' })).toBeInTheDocument();
    expect(screen.getByText('Inicios de sesión nuevos')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Inicios de sesión nuevos: por correo' })).toBeChecked();
  });

  it('the Report dialog and an empty chat thread speak Spanish, plurals included', async () => {
    renderWithProviders(
      <>
        <ReportDialog open onClose={() => undefined} kind="member" id="m1" name="Rowan" />
        <MessageThread messages={[]} currentUserId="u1" partnerName="Rowan" isPending={false} sending={false} draftKey="spanish-test" onSend={async () => true} />
      </>,
    );
    expect(await screen.findByRole('dialog', { name: 'Reportar a Rowan' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Acoso' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar reporte' })).toBeInTheDocument();
    expect(screen.getByText('Todavía no hay mensajes. ¡Empieza la conversación!')).toBeInTheDocument();
    expect(i18n.t('chat:removed', { count: 3 })).toBe('3 mensajes eliminados');
    expect(i18n.t('shell:unreadMessages', { count: 1 })).toBe('1 mensaje nuevo');
  });
});
