import { i18n } from '.';
import { deviceName } from './device';

describe('deviceName: the server’s description of a device, in the member’s language', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('reads as the server wrote it in English', () => {
    expect(deviceName('Chrome on Linux')).toBe('Chrome on Linux');
    expect(deviceName('An app or script')).toBe('An app or script');
    expect(deviceName('Unknown device')).toBe('Unknown device');
  });

  it('translates the server’s words in Spanish and keeps the browser and system names', async () => {
    await i18n.changeLanguage('es');
    expect(deviceName('Chrome on Linux')).toBe('Chrome en Linux');
    expect(deviceName('A browser on iPhone')).toBe('Un navegador en iPhone');
    expect(deviceName('Unknown device')).toBe('Dispositivo desconocido');
    expect(deviceName('Firefox')).toBe('Firefox');
  });
});
