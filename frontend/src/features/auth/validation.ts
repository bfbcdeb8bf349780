import { i18n } from '../../lib/i18n';

/** Client-side checks mirroring the server's rules, so most mistakes are caught before a round trip. */
const t = (key: string, values?: Record<string, unknown>) => i18n.t(`auth:validation.${key}`, values);

export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 128;
export const EMAIL_MAX = 254;
export const NAME_MAX = 100;

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailError(email: string): string | undefined {
  const value = email.trim();
  if (!value) return t('emailRequired');
  if (value.length > EMAIL_MAX) return t('emailMax', { max: EMAIL_MAX });
  if (!EMAIL_SHAPE.test(value)) return t('emailShape');
  return undefined;
}

/** Sign-in only needs a password; a new password must be 10 to 128 characters. */
export function passwordError(password: string, mode: 'sign-in' | 'new'): string | undefined {
  if (!password) return t('passwordRequired');
  if (mode === 'new' && (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX)) {
    return t('passwordLength', { min: PASSWORD_MIN, max: PASSWORD_MAX });
  }
  if (password.length > PASSWORD_MAX) return t('passwordMax', { max: PASSWORD_MAX });
  return undefined;
}

export function nameError(label: string, name: string): string | undefined {
  return name.trim().length > NAME_MAX ? t('nameMax', { label, max: NAME_MAX }) : undefined;
}

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

export function hasErrors<F extends string>(errors: FieldErrors<F>): boolean {
  return Object.values(errors).some(Boolean);
}
