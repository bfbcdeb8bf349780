import AddOutlined from '@mui/icons-material/AddOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { SectionCard } from '../../components/section-card';
import { useAdminToast } from '../../components/use-admin-toast';
import { messageOf } from '../../../lib/api-client';
import { useCreateOnce } from '../../lib/use-create-once';
import {
  DEFAULT_EXPIRATION,
  DEFAULT_MAX_USES,
  EXPIRATION_OPTIONS,
  expiresAtFor,
  MAX_USES_OPTIONS,
  type ExpirationOption,
} from '../../lib/format';
import type { Invite } from '@pfe/contracts';
import { useAdminT } from '../../lib/i18n';

/** The body of POST /api/admin/invites: maxUses, and expiresAt only when the code expires (spec §7). */
export function generateInvitePayload(maxUses: number, expiration: ExpirationOption, now: Date = new Date()): { maxUses: number; expiresAt?: string } {
  const expiresAt = expiresAtFor(expiration, now);
  return expiresAt ? { maxUses, expiresAt } : { maxUses };
}

/** "Generate New Code": the two selects of spec §5 and the generate button. */
export function GenerateInviteCard() {
  const t = useAdminT();
  const toast = useAdminToast();
  const [maxUses, setMaxUses] = useState<number>(DEFAULT_MAX_USES);
  const [expiration, setExpiration] = useState<ExpirationOption>(DEFAULT_EXPIRATION);
  const [create, { isPending }] = useCreateOnce<Invite>('invites');

  // One intent, one key and one body: the expiry is counted from the first press, not the second.
  const generate = () =>
    create({ maxUses, expiration }, () => generateInvitePayload(maxUses, expiration), {
      onSuccess: () => toast({ title: t('common.success'), description: t('invites.generate.generated') }),
      onError: (error) => toast({ title: t('common.error'), description: messageOf(error), variant: 'destructive' }),
    });

  return (
    <SectionCard title={t('invites.generate.title')} description={t('invites.generate.description')}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          select
          label={t('invites.generate.maxUses')}
          value={maxUses}
          onChange={(event) => setMaxUses(Number(event.target.value))}
          variant="outlined"
          margin="none"
          size="small"
        >
          {MAX_USES_OPTIONS.map((n) => (
            <MenuItem key={n} value={n}>
              {t('invites.generate.uses', { count: n })}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={t('invites.generate.expiration')}
          value={expiration}
          onChange={(event) => setExpiration(event.target.value as ExpirationOption)}
          variant="outlined"
          margin="none"
          size="small"
        >
          {EXPIRATION_OPTIONS.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {t(`invites.expiration.${option.value}`)}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <Button
        variant="contained"
        startIcon={<AddOutlined />}
        onClick={generate}
        disabled={isPending}
        sx={{ mt: 2, width: { xs: '100%', sm: 'auto' } }}
      >
        {isPending ? t('invites.generate.generating') : t('invites.generate.generate')}
      </Button>
    </SectionCard>
  );
}
