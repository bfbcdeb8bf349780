import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import {
  BooleanInput,
  EditBase,
  Form,
  SaveButton,
  useGetManyReference,
  useRedirect,
} from 'react-admin';
import { RoleBadge, SubscriptionBadge } from '../../components/badges';
import { EmptyState, ErrorState, LoadingState } from '../../components/list-state';
import { PageHeading } from '../../components/page-heading';
import { PersonAvatar } from '../../components/person-avatar';
import { EditedRecord, useFirstAnswer } from '../../components/record-form';
import { BackToList, Detail } from '../../components/record-page';
import { SectionCard } from '../../components/section-card';
import { useAdminToast } from '../../components/use-admin-toast';
import { messageOf } from '../../../lib/api-client';
import {
  formatDate,
  formatDateTime,
  formatMoney,
  formatMonthly,
  isPaused,
  methodLabel,
  pauseSwitchStatus,
  personName,
  subscriptionLabel,
} from '../../lib/format';
import type { AdminUser, AdminPayment as Payment } from '@pfe/contracts';
import { PasswordResetLinkCard } from './password-reset-link';
import { useAdminT } from '../../lib/i18n';

function UserPayments({ userId }: { userId: string }) {
  const { data, total, isPending, error, refetch } = useGetManyReference<Payment>('payments', {
    target: 'userId',
    id: userId,
    pagination: { page: 1, perPage: 5 },
    sort: { field: 'paymentDate', order: 'DESC' },
  });
  const t = useAdminT();
  return (
    <SectionCard title={t('users.edit.payments')} description={total ? t('users.edit.paymentsTotal', { total }) : undefined}>
      {isPending ? (
        <LoadingState text={t('users.edit.paymentsLoading')} />
      ) : error ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : !data || data.length === 0 ? (
        <EmptyState title={t('users.edit.paymentsEmpty')} />
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {data.map((payment) => (
            <Box
              component="li"
              key={payment.id}
              sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 1, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}
            >
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {formatMoney(payment.amount)}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {methodLabel(payment.paymentMethod)}
                </Typography>
              </Box>
              <Typography variant="body2" color="text.secondary" sx={{ flexShrink: 0 }}>
                {formatDate(payment.paymentDate)}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </SectionCard>
  );
}

function Back() {
  const t = useAdminT();
  return <BackToList resource="users" label={t('users.edit.back')} />;
}
const back = <Back />;

function UserEditView() {
  const t = useAdminT();
  return <EditedRecord<AdminUser> noun={t('users.edit.noun')} back={back}>{(record) => <UserEditPage record={record} />}</EditedRecord>;
}

function UserEditPage({ record }: { record: AdminUser }) {
  const t = useAdminT();
  return (
    <Box>
      <PageHeading
        title={personName(record)}
        appBarTitle={t('users.edit.appBarTitle')}
        subtitle={personName(record) === record.email ? undefined : record.email}
        actions={back}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(0, 2fr)' }, alignItems: 'start' }}>
        <SectionCard title={t('users.edit.access')} description={t('users.edit.accessDescription')}>
          <Form>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2 }}>
              <PersonAvatar person={record} size={48} />
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                <RoleBadge isAdmin={record.isAdmin} />
                <SubscriptionBadge status={record.subscriptionStatus} />
              </Box>
            </Box>
            <BooleanInput source="isAdmin" label={t('users.edit.adminAccess')} helperText={t('users.edit.adminAccessHelp')} />
            <BooleanInput
              source="subscriptionStatus"
              label={t('users.edit.pause')}
              format={(value: string | null | undefined) => isPaused(value)}
              parse={(checked: boolean) => pauseSwitchStatus(checked, record.subscriptionStatus)}
              helperText={t('users.edit.pauseHelp')}
            />
            {record.subscriptionStatus === 'overdue' && (
              <Alert severity="warning" variant="outlined" sx={{ mt: 1 }}>
                {t('users.edit.overdue')}
              </Alert>
            )}
            <Divider sx={{ my: 2 }} />
            <SaveButton label={t('users.edit.save')} />
          </Form>
        </SectionCard>
        <Box sx={{ display: 'grid', gap: 2 }}>
          <SectionCard title={t('users.edit.details')}>
            <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: 2, rowGap: 1, m: 0 }}>
              <Detail label={t('users.edit.rate')}>{formatMonthly(record.pricingTier)}</Detail>
              <Detail label={t('users.edit.inviteCode')}>{record.inviteCodeUsed ?? '-'}</Detail>
              <Detail label={t('users.edit.invitedBy')}>{record.invitedBy ? personName(record.invitedBy) : '-'}</Detail>
              <Detail label={t('users.edit.joined')}>{formatDate(record.createdAt)}</Detail>
              <Detail label={t('users.edit.lastSignIn')}>{formatDateTime(record.lastSignInAt, t('common.never'))}</Detail>
            </Box>
          </SectionCard>
          <UserPayments userId={String(record.id)} />
          <PasswordResetLinkCard userId={String(record.id)} isAdmin={record.isAdmin} />
        </Box>
      </Box>
    </Box>
  );
}

/** /admin/users/:id: toggle admin access and pause or resume the subscription (PUT sends only what changed). */
export function UserEdit({ id }: { id?: string } = {}) {
  const t = useAdminT();
  const toast = useAdminToast();
  const redirect = useRedirect();
  const firstAnswer = useFirstAnswer();
  return (
    <EditBase<AdminUser>
      id={id}
      resource="users"
      mutationMode="pessimistic"
      mutationOptions={{
        onSuccess: (saved: AdminUser, variables: { data?: Partial<AdminUser> }) => {
          // Save pressed twice saves the same values twice: said once (issue 28).
          if (!firstAnswer(saved.id)) return;
          const asked = variables.data?.subscriptionStatus;
          // The server derives active/overdue from payments: say so when it settled on another status.
          const settled = asked && saved.subscriptionStatus !== asked ? subscriptionLabel(saved.subscriptionStatus) : undefined;
          toast({
            title: t('common.success'),
            description: settled ? t('users.edit.settled', { status: t(`users.edit.statusWord.${settled}`) }) : t('users.edit.updated'),
          });
          redirect('list', 'users');
        },
        onError: (error: unknown) =>
          toast({ title: t('common.error'), description: messageOf(error), variant: 'destructive' }),
      }}
    >
      <UserEditView />
    </EditBase>
  );
}
