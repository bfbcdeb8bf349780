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

function UserPayments({ userId }: { userId: string }) {
  const { data, total, isPending, error, refetch } = useGetManyReference<Payment>('payments', {
    target: 'userId',
    id: userId,
    pagination: { page: 1, perPage: 5 },
    sort: { field: 'paymentDate', order: 'DESC' },
  });
  return (
    <SectionCard title="Recent Payments" description={total ? `${total} in total` : undefined}>
      {isPending ? (
        <LoadingState text="Loading payments..." />
      ) : error ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : !data || data.length === 0 ? (
        <EmptyState title="No payments recorded yet" />
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

const back = <BackToList resource="users" label="All Users" />;

function UserEditView() {
  return <EditedRecord<AdminUser> noun="User" back={back}>{(record) => <UserEditPage record={record} />}</EditedRecord>;
}

function UserEditPage({ record }: { record: AdminUser }) {
  return (
    <Box>
      <PageHeading
        title={personName(record)}
        appBarTitle="User Management"
        subtitle={personName(record) === record.email ? undefined : record.email}
        actions={back}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(0, 2fr)' }, alignItems: 'start' }}>
        <SectionCard title="Access and Subscription" description="Changes are saved to the activity log.">
          <Form>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2 }}>
              <PersonAvatar person={record} size={48} />
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                <RoleBadge isAdmin={record.isAdmin} />
                <SubscriptionBadge status={record.subscriptionStatus} />
              </Box>
            </Box>
            <BooleanInput source="isAdmin" label="Admin access" helperText="Admins can open this console and manage the platform." />
            <BooleanInput
              source="subscriptionStatus"
              label="Pause subscription (inactive)"
              format={(value: string | null | undefined) => isPaused(value)}
              parse={(checked: boolean) => pauseSwitchStatus(checked, record.subscriptionStatus)}
              helperText="A paused member owes nothing and keeps their rate. Active and overdue follow their payments."
            />
            {record.subscriptionStatus === 'overdue' && (
              <Alert severity="warning" variant="outlined" sx={{ mt: 1 }}>
                Overdue: no payment covers this month yet. Recording one makes them active again; overdue cannot be set or cleared by hand.
              </Alert>
            )}
            <Divider sx={{ my: 2 }} />
            <SaveButton label="Save changes" />
          </Form>
        </SectionCard>
        <Box sx={{ display: 'grid', gap: 2 }}>
          <SectionCard title="Details">
            <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: 2, rowGap: 1, m: 0 }}>
              <Detail label="Rate">{formatMonthly(record.pricingTier)}</Detail>
              <Detail label="Invite code">{record.inviteCodeUsed ?? '-'}</Detail>
              <Detail label="Invited by">{record.invitedBy ? personName(record.invitedBy) : '-'}</Detail>
              <Detail label="Joined">{formatDate(record.createdAt)}</Detail>
              <Detail label="Last sign-in">{formatDateTime(record.lastSignInAt, 'Never')}</Detail>
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
            title: 'Success',
            description: settled
              ? `User updated. Their subscription is ${settled}: active and overdue follow their payments.`
              : 'User updated successfully',
          });
          redirect('list', 'users');
        },
        onError: (error: unknown) =>
          toast({ title: 'Error', description: messageOf(error), variant: 'destructive' }),
      }}
    >
      <UserEditView />
    </EditBase>
  );
}
