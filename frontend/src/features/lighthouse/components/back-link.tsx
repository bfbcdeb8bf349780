import { BackLink as AppBackLink } from '../../../components/back-link';
import { LIGHTHOUSE_PATHS } from '../paths';

/** Leads from a LightHouse sub-page back to its dashboard (or elsewhere in the app). */
export function BackLink({ to = LIGHTHOUSE_PATHS.dashboard, label = 'LightHouse' }: { to?: string; label?: string }) {
  return <AppBackLink to={to} label={label} />;
}
