import { i18n } from '../../lib/i18n';

const t = (key: string) => i18n.t(`supportmatch:validation.${key}`);

/**
 * Spec §5 Block user: a member must be chosen (a partner, by the partnership they shared: issue 27);
 * the optional reason is trimmed (and dropped when blank).
 */
export function validateBlock(input: { partnershipId: string | null | undefined; reason?: string | null }):
  | { ok: true; value: { partnershipId: string; reason?: string } }
  | { ok: false; error: string } {
  const partnershipId = input.partnershipId?.trim();
  if (!partnershipId) return { ok: false, error: t('selectUser') };
  const reason = input.reason?.trim();
  return { ok: true, value: reason ? { partnershipId, reason } : { partnershipId } };
}

/** Spec §5: the nickname is optional like every profile field (her partner then sees "Partner"); at most 100 characters. */
export function validateNickname(nickname: string): string | undefined {
  const value = nickname.trim();
  if (value.length > 100) return t('nicknameTooLong');
  return undefined;
}

/**
 * 'Same timezone only' (also the default) needs the member's timezone: without it nobody could ever
 * be matched with them. The server refuses it with the same sentence (SAME_TIMEZONE_NEEDS_TIMEZONE,
 * in English; this is its translation).
 */
export function validateTimezoneChoice(values: { timezone: string | null | undefined; timezonePreference: string | null | undefined }): string | undefined {
  if (values.timezonePreference !== 'any_timezone' && !values.timezone?.trim()) return t('sameTimezoneNeedsTimezone');
  return undefined;
}
