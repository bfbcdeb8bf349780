import type { ActivePartnership } from '@pfe/contracts/supportmatch';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BackLink } from '../../../components/back-link';
import { CenteredSpinner } from '../../../components/centered-spinner';
import { LoadError } from '../../../components/load-error';
import { PageHeader } from '../../../components/page-header';
import { useCurrentUser } from '../../../lib/current-user';
import { partnershipKey, useActivePartnership } from '../api/get-active-partnership';
import { useProfile } from '../api/get-profile';
import { ActivePartnershipView } from '../components/active-partnership';
import { NoPartnership } from '../components/no-partnership';
import { SUPPORTMATCH_PATHS } from '../paths';

/** /apps/supportmatch/partnership (spec §2 Partnership): the live message thread and the details card. */
export function SupportMatchPartnershipRoute() {
  const { t } = useTranslation('supportmatch');
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const profile = useProfile();
  const hasProfile = Boolean(profile.data);
  const active = useActivePartnership({ enabled: hasProfile });
  /** The partnership this page showed when it ended: it stays, read-only, after the server stops listing it. */
  const [ended, setEnded] = useState<ActivePartnership | null>(null);
  /** The partnership the member left by blocking their partner here (that one is not kept on screen). */
  const [leftId, setLeftId] = useState<string | null>(null);

  const onEnded = useCallback(
    (partnership: ActivePartnership) => {
      setEnded((current) => (current?.id === partnership.id ? current : partnership));
      // The dashboard and the history change too.
      void queryClient.invalidateQueries({ queryKey: partnershipKey });
    },
    [queryClient],
  );

  const kept = !active.data && ended && ended.id !== leftId ? ended : null;
  const shown = active.data ?? kept;

  let body;
  if (profile.isPending || (hasProfile && active.isPending)) body = <CenteredSpinner label={t('partnership.loading')} />;
  else if (profile.isError) body = <LoadError error={profile.error} onRetry={() => void profile.refetch()} />;
  else if (active.isError && !kept) body = <LoadError error={active.error} onRetry={() => void active.refetch()} />;
  else if (!hasProfile || !shown) body = <NoPartnership hasProfile={hasProfile} />;
  else
    body = (
      <ActivePartnershipView
        key={shown.id}
        partnership={shown}
        currentUserId={user.id}
        ended={shown === kept}
        onEnded={onEnded}
        onBlockedPartner={() => setLeftId(shown.id)}
      />
    );

  return (
    <>
      <BackLink to={SUPPORTMATCH_PATHS.dashboard} label="SupportMatch" />
      <PageHeader
        title={t('partnership.title')}
        subtitle={shown && hasProfile ? t('partnership.with', { name: shown.partnerNickname }) : undefined}
      />
      {body}
    </>
  );
}
