import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useDataProvider } from 'react-admin';
import { LIGHTHOUSE_VERIFIED_CHECK_LABELS, LIGHTHOUSE_VERIFIED_CHECKS, type LighthouseAdminProperty, type LighthouseVerifiedCheck } from '@pfe/contracts/lighthouse';
import { messageOf } from '../../../../lib/api-client';
import type { RecordProps } from '../../../components/list-page';
import { useAdminToast } from '../../../components/use-admin-toast';
import type { AdminDataProvider } from '../../../data-provider';
import type { LighthouseAdminApi } from '../admin-api';
import { useAdminT } from '../../../lib/i18n';

/**
 * The verified host badge (issue 32): only an admin sets it, choosing what was checked (met in
 * person, a partner organisation vouched, previous stays; no identity documents), or removes it.
 * The server dates it and logs who.
 */
export function VerifyHostButton({ record: p }: RecordProps<LighthouseAdminProperty>) {
  const dataProvider = useDataProvider<AdminDataProvider & LighthouseAdminApi>();
  const t = useAdminT();
  const toast = useAdminToast();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [checks, setChecks] = useState<LighthouseVerifiedCheck[]>([]);
  const done = (description: string) => {
    setOpen(false);
    setChecks([]);
    toast({ title: t('common.success'), description });
  };
  const fail = (error: unknown) => toast({ title: t('common.error'), description: messageOf(error, t('lighthouse.badge.failed')), variant: 'destructive' });
  const verify = useMutation({ mutationFn: () => dataProvider.verifyLighthouseHost(p.hostUserId, checks), onSuccess: () => done(t('lighthouse.badge.verified', { name: p.hostDisplayName })), onError: fail });
  const remove = useMutation({ mutationFn: () => dataProvider.unverifyLighthouseHost(p.hostUserId), onSuccess: () => done(t('lighthouse.badge.removed', { name: p.hostDisplayName })), onError: fail });
  const pending = verify.isPending || remove.isPending;
  return (
    <>
      <Button
        size="small"
        variant="text"
        onClick={(event) => {
          event.stopPropagation();
          setOpen(true);
        }}
        aria-label={t('lighthouse.badge.label', { name: p.hostDisplayName })}
      >
        {t('lighthouse.badge.button')}
      </Button>
      <Dialog open={open} onClose={() => !pending && setOpen(false)} aria-labelledby={titleId} onClick={(event) => event.stopPropagation()}>
        <DialogTitle id={titleId}>{t('lighthouse.badge.title', { name: p.hostDisplayName })}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('lighthouse.badge.text')}</DialogContentText>
          {(verify.isError || remove.isError) && <Alert severity="error">{messageOf(verify.error ?? remove.error)}</Alert>}
          <FormGroup>
            {LIGHTHOUSE_VERIFIED_CHECKS.map((c) => (
              <FormControlLabel
                key={c}
                label={t(`lighthouse.checks.${c}`, { defaultValue: LIGHTHOUSE_VERIFIED_CHECK_LABELS[c] })}
                control={<Checkbox checked={checks.includes(c)} onChange={(e) => setChecks((now) => (e.target.checked ? [...now, c] : now.filter((x) => x !== c)))} />}
              />
            ))}
          </FormGroup>
        </DialogContent>
        <DialogActions>
          <Button color="error" onClick={() => remove.mutate()} disabled={pending}>
            {t('lighthouse.badge.remove')}
          </Button>
          <Button onClick={() => setOpen(false)} disabled={pending}>
            {t('lighthouse.badge.cancel')}
          </Button>
          <Button variant="contained" onClick={() => verify.mutate()} disabled={pending || checks.length === 0}>
            {t('lighthouse.badge.set')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
