/** Client-side checks mirroring the server's rules, so most mistakes are caught before a round trip. */

export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 128;
export const EMAIL_MAX = 254;
export const NAME_MAX = 100;

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailError(email: string): string | undefined {
  const value = email.trim();
  if (!value) return 'Email is required';
  if (value.length > EMAIL_MAX) return `Email must be at most ${EMAIL_MAX} characters`;
  if (!EMAIL_SHAPE.test(value)) return 'Enter a valid email address';
  return undefined;
}

/** Sign-in only needs a password; a new password must be 10 to 128 characters. */
export function passwordError(password: string, mode: 'sign-in' | 'new'): string | undefined {
  if (!password) return 'Password is required';
  if (mode === 'new' && (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX)) {
    return `Password must be ${PASSWORD_MIN} to ${PASSWORD_MAX} characters`;
  }
  if (password.length > PASSWORD_MAX) return `Password must be at most ${PASSWORD_MAX} characters`;
  return undefined;
}

export function nameError(label: string, name: string): string | undefined {
  return name.trim().length > NAME_MAX ? `${label} must be at most ${NAME_MAX} characters` : undefined;
}

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

export function hasErrors<F extends string>(errors: FieldErrors<F>): boolean {
  return Object.values(errors).some(Boolean);
}
