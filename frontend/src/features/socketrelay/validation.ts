import { SOCKETRELAY_PROFILE_FIELD_MAX } from '@pfe/contracts/socketrelay';
import { i18n } from '../../lib/i18n';
import type { SocketRelayProfileInput } from './api/create-profile';

/** A field of the profile form. */
export type ProfileField = keyof SocketRelayProfileInput;

const FIELDS: ProfileField[] = ['displayName', 'city', 'state', 'country'];
/** A field's label in the member's language. */
export const labelOf = (field: ProfileField) => i18n.t(`socketrelay:profile.${field}`);

/**
 * Spec §5: each field required, at most 100 characters; answers the first problem of each field
 * (the server's SOCKETRELAY_MESSAGES, in the member's language: socketrelay:validation.*).
 */
export function validateProfile(values: SocketRelayProfileInput): Partial<Record<ProfileField, string>> {
  const errors: Partial<Record<ProfileField, string>> = {};
  for (const field of FIELDS) {
    const value = values[field].trim();
    if (!value) errors[field] = i18n.t(`socketrelay:validation.${field}Required`);
    else if (value.length > SOCKETRELAY_PROFILE_FIELD_MAX) errors[field] = i18n.t('socketrelay:validation.tooLong', { field: labelOf(field), max: SOCKETRELAY_PROFILE_FIELD_MAX });
  }
  return errors;
}
