import { BackLink as AppBackLink } from '../../../components/back-link';
import { SUPPORTMATCH_PATHS } from '../paths';

/** Leads from a SupportMatch sub-page back to its dashboard. */
export function BackLink() {
  return <AppBackLink to={SUPPORTMATCH_PATHS.dashboard} label="SupportMatch" />;
}
