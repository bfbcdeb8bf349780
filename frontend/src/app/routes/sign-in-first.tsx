import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { loadedByBackForward, safeNextPath, signedOutHere } from '../../lib/browser';

/**
 * A member address opened while signed out: sign in, then come back here (/login?next=…). Reached
 * with Back or Forward, or after Log Out in this tab, it is the landing page instead: that is Back
 * after signing out (on a shared device too), and nobody learns where the last member was.
 */
export function SignInFirst() {
  const { pathname, search, hash } = useLocation();
  // Signed out, nothing in the app links to a member address: this page was the one Back or Forward loaded.
  if (loadedByBackForward() || signedOutHere()) return <Navigate to="/" replace />;
  return <Navigate to={`/login?next=${encodeURIComponent(`${pathname}${search}${hash}`)}`} replace />;
}

/** /login once signed in: where the sign-in was going (its `next`), else home. */
export function SignedInLogin() {
  const [params] = useSearchParams();
  return <Navigate to={safeNextPath(params.get('next')) ?? '/'} replace />;
}
