import type { User } from '@pfe/contracts';
import { i18n } from '../../lib/i18n';

type ProfileFields = Pick<User, 'firstName' | 'lastName' | 'email'>;

const clean = (value: string | null | undefined) => value?.trim() ?? '';

/** The neutral greeting: discreet mode, or no first name given (in the UI's language). */
export const welcomeBack = (): string => i18n.t('dashboard:welcome');

/**
 * Spec §2: "Welcome back" plus the first name when known (issue 21 item 17). In discreet mode the
 * greeting stays neutral, since a name in large type is read from across the room on a shared device.
 */
export function welcomeText(firstName: string | null | undefined, discreet: boolean): string {
  const name = clean(firstName);
  return name && !discreet ? i18n.t('dashboard:welcomeName', { name }) : welcomeBack();
}

/** The name parts the member gave, joined ("" when none). */
function fullName({ firstName, lastName }: Pick<User, 'firstName' | 'lastName'>): string {
  return [clean(firstName), clean(lastName)].filter(Boolean).join(' ');
}

/** Spec §2 profile card: the full name, else the email, else "User". */
export function displayName(user: Partial<ProfileFields>): string {
  return fullName({ firstName: user.firstName ?? null, lastName: user.lastName ?? null }) || clean(user.email) || i18n.t('dashboard:user');
}

/** True when the card's name line falls back to the email (so it is masked like the email line). */
export function nameIsEmail(user: Partial<ProfileFields>): boolean {
  return !fullName({ firstName: user.firstName ?? null, lastName: user.lastName ?? null }) && clean(user.email) !== '';
}

/**
 * Spec §2 avatar fallback when there is no profile image: initials from the first and last name,
 * else the first letter of the email, else "U".
 */
export function initials(user: Partial<ProfileFields>): string {
  const fromName = [clean(user.firstName), clean(user.lastName)]
    .filter(Boolean)
    .map((part) => Array.from(part)[0])
    .join('');
  if (fromName) return fromName.toUpperCase();
  const email = clean(user.email);
  if (email) return Array.from(email)[0].toUpperCase();
  return 'U';
}

export const MASK = '••••';

/**
 * The email with its local part hidden except the first character, e.g. "sam@example.org" →
 * "s••••@example.org". The number of dots is fixed so the mask does not reveal the length.
 */
export function maskEmail(email: string | null | undefined): string {
  const value = clean(email);
  if (!value) return '';
  const at = value.lastIndexOf('@');
  const local = at === -1 ? value : value.slice(0, at);
  const domain = at === -1 ? '' : value.slice(at);
  const first = Array.from(local)[0] ?? '';
  return `${first}${MASK}${domain}`;
}
