import { i18n } from '../lib/i18n';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { CenteredSpinner } from './centered-spinner';
import { LoadError } from './load-error';
import { PanelCard } from './panel-card';

/** What the gate needs of the app's "my profile" query (a TanStack Query result fits). */
export interface ProfileQuery<T> {
  /** The profile; null or undefined when the member has none yet. */
  data: T | null | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

export interface ProfileGateProps<T> {
  profile: ProfileQuery<T>;
  /** The sub-app's name, e.g. "SupportMatch". */
  appName: string;
  /** Where the app creates the profile, e.g. /apps/supportmatch/profile. */
  profilePath: string;
  /** The short text under the title; the app's own wording (spec texts live with their screen). */
  description: ReactNode;
  /** Shown above the title. */
  icon?: ReactNode;
  /** Default "Welcome to <appName>". */
  title?: string;
  /** Default "Create Profile". */
  buttonLabel?: string;
  /** The spinner's accessible name while the profile loads; default "Loading your <appName> profile". */
  loadingLabel?: string;
  /** What needs the profile: shown only once there is one. */
  children: ReactNode | ((profile: T) => ReactNode);
}

/** The welcome card a member without a profile sees: the app's name, a short text, and a way to create one. */
export function ProfileWelcome({
  appName,
  profilePath,
  description,
  icon,
  title = i18n.t('common:profileGate.welcome', { app: appName }),
  buttonLabel = i18n.t('common:profileGate.create'),
}: Pick<ProfileGateProps<unknown>, 'appName' | 'profilePath' | 'description' | 'icon' | 'title' | 'buttonLabel'>) {
  const titleId = useId();
  return (
    <PanelCard component="section" aria-labelledby={titleId}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        {icon && <Box sx={{ color: 'primary.main', display: 'flex' }}>{icon}</Box>}
        <Typography id={titleId} variant="h5" component="h2">
          {title}
        </Typography>
        <Typography color="text.secondary">{description}</Typography>
        <Button component={RouterLink} to={profilePath} variant="contained">
          {buttonLabel}
        </Button>
      </Stack>
    </PanelCard>
  );
}

/**
 * Wraps what needs a sub-app's profile (spec sub-apps §2: "without a profile, a welcome screen with
 * a create-profile button"): a spinner while the profile loads, the reason and a retry when it
 * cannot be read, the welcome card when there is none, else the children (given the profile when
 * they are a function).
 */
export function ProfileGate<T>({ profile, children, loadingLabel, ...welcome }: ProfileGateProps<T>) {
  if (profile.isPending) return <CenteredSpinner label={loadingLabel ?? i18n.t('common:profileGate.loading', { app: welcome.appName })} />;
  if (profile.isError) return <LoadError error={profile.error} onRetry={() => void profile.refetch()} />;
  if (profile.data === null || profile.data === undefined) return <ProfileWelcome {...welcome} />;
  return <>{typeof children === 'function' ? children(profile.data) : children}</>;
}
