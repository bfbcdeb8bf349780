import { requestLanguage } from './request-language';

describe('requestLanguage', () => {
  it('follows the lang cookie first, then Accept-Language by weight, else English', () => {
    expect(requestLanguage({ cookie: 'a=1; lang=es', 'accept-language': 'en-US' })).toBe('es');
    expect(requestLanguage({ cookie: 'lang=fr', 'accept-language': 'es-MX,es;q=0.9' })).toBe('es');
    expect(requestLanguage({ 'accept-language': 'fr-FR, es;q=0.8, en;q=0.5' })).toBe('es');
    expect(requestLanguage({ 'accept-language': 'en;q=0.4, es-US;q=0.9' })).toBe('es');
    expect(requestLanguage({ 'accept-language': 'es;q=0, en' })).toBe('en');
    expect(requestLanguage({ 'accept-language': 'de, fr' })).toBe('en');
    expect(requestLanguage({})).toBe('en');
    expect(requestLanguage({ 'accept-language': ';;;,=,q=' })).toBe('en');
  });
});
