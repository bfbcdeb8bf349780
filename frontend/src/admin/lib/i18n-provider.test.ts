import { act } from '@testing-library/react';
import { i18n } from '../../lib/i18n';
import { createI18nProvider } from './i18n-provider';

describe("the console's translations (react-admin over the app's i18next)", () => {
  const provider = createI18nProvider();

  it("says react-admin's own strings in English as ra-language-english did, with smart_count plurals", () => {
    expect(provider.translate('ra.action.save')).toBe('Save');
    expect(provider.translate('ra.action.bulk_actions', { smart_count: 1 })).toBe('1 item selected');
    expect(provider.translate('ra.action.bulk_actions', { smart_count: 3 })).toBe('3 items selected');
    expect(provider.translate('ra.navigation.page_range_info', { offsetBegin: 1, offsetEnd: 25, total: 80 })).toBe('1-25 of 80');
  });

  it('falls back to the default text react-admin passes, its polyglot placeholders filled', () => {
    expect(provider.translate('resources.users.name', { smart_count: 2, _: 'Users' })).toBe('Users');
    expect(provider.translate('custom.key', { _: 'Delete %{name}', name: 'Ana' })).toBe('Delete Ana');
    expect(provider.translate('custom.key')).toBe('custom.key');
  });

  it('says them in Spanish, with Spanish plural forms, once the language is Spanish', async () => {
    await act(() => i18n.changeLanguage('es').then(() => undefined));
    expect(provider.getLocale()).toBe('es');
    expect(provider.translate('ra.action.save')).toBe('Guardar');
    expect(provider.translate('ra.action.bulk_actions', { smart_count: 3 })).toBe('3 elementos seleccionados');
    expect(provider.translate('ra.navigation.page_range_info', { offsetBegin: 1, offsetEnd: 25, total: 80 })).toBe('1-25 de 80');
    expect(provider.getLocales?.()).toEqual([
      { locale: 'en', name: 'English' },
      { locale: 'es', name: 'Español' },
    ]);
  });
});
