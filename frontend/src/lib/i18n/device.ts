import { i18n } from '.';

/** The backend's English words for a device it could not name by its product (backend/src/modules/auth/device.ts). */
const WORDS: Readonly<Record<string, string>> = {
  'Unknown device': 'common:device.unknown',
  'An app or script': 'common:device.app',
  'A browser': 'common:device.browser',
};

/**
 * A device as the server describes it ("Chrome on Linux", "An app or script", "Unknown device"),
 * in the member's language: the browser and system names stay as they are, the server's English
 * words are translated. Anything else is shown as it came.
 */
export function deviceName(device: string): string {
  const words = WORDS[device];
  if (words) return i18n.t(words);
  const onSystem = /^(.+) on (.+)$/.exec(device);
  if (onSystem) return i18n.t('common:device.on', { browser: deviceName(onSystem[1]), os: onSystem[2] });
  return device;
}
