import { createInstance } from 'i18next';
import { pseudoLocalize, pseudoNamespace } from './pseudo';

describe('the pseudo-locale (issue 33, test only)', () => {
  it('accents every letter between markers and keeps variables, nestings and tags', () => {
    expect(pseudoLocalize('Welcome back, {{nickname}}!')).toBe('⟦Ŵéļçóɱé ƀáçķ, {{nickname}}!⟧');
    expect(pseudoLocalize('$t(common.ok) <strong>{{name}}</strong> 30 days')).toBe('⟦$t(common.ok) <strong>{{name}}</strong> 30 đáýš⟧');
    expect(pseudoLocalize('Signed in as')).not.toMatch(/[A-Za-z]/);
  });

  it('gives every plural form a language may ask for, and i18next interpolates and chooses them', async () => {
    const strings = pseudoNamespace({ cards: { new_one: '{{count}} new announcement', new_other: '{{count}} new announcements' }, title: 'Stories' });
    expect(Object.keys(strings.cards as object).sort()).toEqual(['new_few', 'new_many', 'new_one', 'new_other', 'new_two', 'new_zero']);
    const i18n = createInstance();
    await i18n.init({ lng: 'pseudo', resources: { pseudo: { app: strings } }, defaultNS: 'app', interpolation: { escapeValue: false } });
    expect(i18n.t('cards.new', { count: 1 })).toBe('⟦1 ñéŵ áññóûñçéɱéñţ⟧');
    expect(i18n.t('cards.new', { count: 3 })).toBe('⟦3 ñéŵ áññóûñçéɱéñţš⟧');
    expect(i18n.t('title')).toBe('⟦Šţóŕîéš⟧');
  });
});
