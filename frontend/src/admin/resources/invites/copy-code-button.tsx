import CheckOutlined from '@mui/icons-material/CheckOutlined';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useEffect, useRef, useState } from 'react';
import { useAdminToast } from '../../components/use-admin-toast';
import { useAdminT } from '../../lib/i18n';

/** Spec §9: the copied indicator lasts 2 seconds. */
export const COPIED_MS = 2000;

/** Copies an invite code; its icon becomes a check mark for 2 seconds (spec §2, §8). */
export function CopyCodeButton({ code }: { code: string }) {
  const t = useAdminT();
  const toast = useAdminToast();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
    } catch {
      toast({ title: t('common.error'), description: t('invites.copy.failed'), variant: 'destructive' });
      return;
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_MS);
    toast({ title: t('invites.copy.copied'), description: t('invites.copy.copiedText') });
  };

  return (
    <Tooltip title={copied ? t('invites.copy.copied') : t('invites.copy.copy')} enterDelay={700} enterNextDelay={300}>
      <IconButton size="small" onClick={() => void copy()} aria-label={copied ? t('invites.copy.copiedCode', { code }) : t('invites.copy.copyCode', { code })} color={copied ? 'success' : 'default'}>
        {copied ? <CheckOutlined fontSize="small" data-testid="copied-icon" /> : <ContentCopyOutlined fontSize="small" data-testid="copy-icon" />}
      </IconButton>
    </Tooltip>
  );
}
