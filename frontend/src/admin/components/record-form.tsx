import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import { useRef, type ReactNode } from 'react';
import { SaveButton, useEditContext, useRedirect, type RaRecord } from 'react-admin';
import { LoadingState } from './list-state';
import { PageHeading } from './page-heading';
import { RecordError } from './record-page';
import { SectionCard } from './section-card';
import { useAdminToast } from './use-admin-toast';
import { useIntentKey } from '../../lib/intent-key';
import { useAdminT } from '../lib/i18n';

/** The end of a create or edit form: Save, and another action (a delete) at the far end. */
export function FormActions({ saveLabel, extraAction, alwaysEnable = false }: { saveLabel: string; extraAction?: ReactNode; alwaysEnable?: boolean }) {
  return (
    <>
      <Divider sx={{ my: 2 }} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 1 }}>
        <SaveButton label={saveLabel} alwaysEnable={alwaysEnable} />
        {extraAction}
      </Box>
    </>
  );
}

/** A create or edit page: the heading with the way back, the form in a card, and what follows the card. */
export function RecordFormPage({
  title,
  appBarTitle,
  subtitle,
  back,
  children,
  after,
}: {
  title: string;
  appBarTitle: string;
  subtitle: string;
  back: ReactNode;
  children: ReactNode;
  after?: ReactNode;
}) {
  return (
    <Box>
      <PageHeading title={title} appBarTitle={appBarTitle} subtitle={subtitle} actions={back} />
      <SectionCard sx={{ maxWidth: 760 }}>{children}</SectionCard>
      {after}
    </Box>
  );
}

/** An edit page's record once loaded; while it loads, or when it cannot be read, the usual states. */
export function EditedRecord<T extends RaRecord>({ noun, back, children }: { noun: string; back: ReactNode; children: (record: T) => ReactNode }) {
  const t = useAdminT();
  const { record, isPending, error } = useEditContext<T>();
  if (isPending) return <LoadingState text={t('common.loadingRecord', { noun: noun.toLowerCase() })} />;
  if (error || !record) return <RecordError back={back} error={error ?? new Error(t('common.notFound', { noun }))} />;
  return <>{children(record)}</>;
}

/**
 * What a create or edit form says when it has saved (a "Success" toast, then back to the list unless
 * `then` leads elsewhere) or failed (the spec's fixed text in a destructive toast).
 */
/** Within this time, a second answer with the same record (the second press of a double press) is not announced again. */
const SAID_ONCE_MS = 3_000;

/**
 * For a save's success: true the first time a record is answered, false for the same record
 * answered again within SAID_ONCE_MS. A double press of Save submits twice; the server creates
 * once (Idempotency-Key) or updates to the same values, and answers the same record twice: it is
 * said once (issue 28). Another save of it later is said again.
 */
export function useFirstAnswer(): (id: unknown) => boolean {
  const said = useRef<{ id: unknown; at: number } | null>(null);
  return (id: unknown) => {
    const now = Date.now();
    if (said.current && said.current.id === id && now - said.current.at < SAID_ONCE_MS) return false;
    said.current = { id, at: now };
    return true;
  };
}

export function useSaveFeedback<T extends RaRecord>(resource: string, texts: { saved: string; failed: string }, then?: (record: T) => void) {
  const t = useAdminT();
  const toast = useAdminToast();
  const redirect = useRedirect();
  // A create sends the form's Idempotency-Key (the data provider reads meta.intent); an update ignores it.
  const intent = useIntentKey();
  const firstAnswer = useFirstAnswer();
  return {
    meta: { intent },
    onSuccess: (record: T) => {
      if (!firstAnswer(record.id)) return;
      toast({ title: t('common.success'), description: texts.saved });
      if (then) then(record);
      else redirect('list', resource);
    },
    onError: () => toast({ title: t('common.error'), description: texts.failed, variant: 'destructive' }),
  };
}
