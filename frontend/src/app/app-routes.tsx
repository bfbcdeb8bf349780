import { i18n } from '../lib/i18n';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useRoutes } from 'react-router-dom';
import { CenteredPage } from '../components/centered-page';
import { PageSpinner } from '../components/page-spinner';
import { useUser } from '../features/auth';
import { useAccountLanguageSync } from '../features/account';
import { messageOf } from '../lib/api-client';
import type { User } from '@pfe/contracts';
import { accessStateOf, routesFor } from './routes';

function ResolvedRoutes({ user }: { user: User | null }) {
  return useRoutes(routesFor(accessStateOf(user), user));
}

/** Picks the route table from the current user (spec §2 "Route availability"). */
export function AppRoutes() {
  const user = useUser();
  // Quick exit reads the member's "keeps me signed in" setting at once, and the page follows her
  // account's language: loaded as soon as someone is signed in.
  useAccountLanguageSync(!!user.data);
  if (user.isPending) return <PageSpinner />;
  if (user.isError) {
    return (
      <CenteredPage maxWidth="xs">
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void user.refetch()}>
              {i18n.t('common:tryAgain')}
            </Button>
          }
        >
          {/* Says itself whether the server was out of reach or answered with an error. */}
          {messageOf(user.error)}
        </Alert>
      </CenteredPage>
    );
  }
  return <ResolvedRoutes user={user.data} />;
}
