import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { LanguageSection } from '../components/language';
import { BlockedMembersSection } from '../components/blocked-members';
import { ModerationSection } from '../components/moderation-notices';
import { NotificationsSection } from '../components/notifications';
import { DiscreetModeSection } from '../components/discreet-mode';
import { PasskeysSection } from '../components/passkeys';
import { PasswordSection } from '../components/password';
import { QuickExitSection } from '../components/quick-exit-setting';
import { SafetyCheckLinkSection } from '../components/safety-check-link';
import { SessionsSection } from '../components/sessions';
import { DeleteAccountSection, ExportSection } from '../components/your-data';

/**
 * /settings: the member's safety and control over their account. `accountOnly` for an account
 * without an invite: it uses no app and meets nobody, so it has no block list (`/api/blocks` is a
 * member route).
 */
export function SettingsRoute({ accountOnly = false }: { accountOnly?: boolean } = {}) {
  const { t } = useTranslation('account');
  return (
    <>
      <PageHeader title={t('settings.title')} subtitle={t('settings.subtitle')} />
      <ModerationSection />
      <QuickExitSection />
      <LanguageSection />
      <SafetyCheckLinkSection />
      <DiscreetModeSection />
      <NotificationsSection />
      {!accountOnly && <BlockedMembersSection />}
      <SessionsSection />
      <PasswordSection />
      <PasskeysSection />
      <ExportSection />
      <DeleteAccountSection />
    </>
  );
}
