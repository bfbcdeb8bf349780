import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MAIL_LOCALES } from './locales';
import { passwordResetMail } from '../account/password-reset.mail';
import { notificationMail } from './mail-templates';
import { retryDelaySeconds } from './mail-outbox.service';

describe('notification and reset emails', () => {
  const base = { appName: 'Psyop-Free Economy', publicUrl: 'https://example.org' };

  it('says the kind and the product outside discreet mode, with the same words in text and HTML', () => {
    const mail = notificationMail({ ...base, discreet: false, security: false, sentence: 'Someone took your SocketRelay request.' });
    expect(mail.subject).toBe('Psyop-Free Economy: Someone took your SocketRelay request');
    expect(mail.text).toContain('Someone took your SocketRelay request.');
    expect(mail.text).toContain('https://example.org/notifications');
    expect(mail.html).toContain('<a href="https://example.org/notifications">');
  });

  it('names neither the product nor the app in discreet mode', () => {
    const mail = notificationMail({ ...base, discreet: true, security: false, sentence: 'Someone took your SocketRelay request.' });
    const all = `${mail.subject}\n${mail.text}\n${mail.html}`;
    expect(mail.subject).toBe('You have an update');
    expect(all).not.toMatch(/Psyop|SocketRelay/);
    const reset = passwordResetMail({ ...base, discreet: true, url: 'https://example.org/reset-password?token=abc' });
    expect(`${reset.subject}\n${reset.text}\n${reset.html}`).not.toMatch(/Psyop/);
    expect(reset.text).toContain('https://example.org/reset-password?token=abc');
  });

  it('links every security email to Safety Check, in discreet mode too, and no other email', () => {
    for (const discreet of [false, true]) {
      const mail = notificationMail({ ...base, discreet, security: true, sentence: 'A passkey was added to your account.' });
      expect(mail.text).toContain('Check who can get into your account: https://example.org/settings/safety-check');
      expect(mail.html).toContain('<a href="https://example.org/settings/safety-check">Check who can get into your account</a>');
      if (discreet) expect(`${mail.subject}\n${mail.text}\n${mail.html}`).not.toMatch(/Psyop/);
    }
    expect(notificationMail({ ...base, discreet: false, sentence: 'Someone took your SocketRelay request.' }).text).not.toContain('safety-check');
  });

  it('says honestly why it is sent: a security email is on by default, any other one was chosen (issue 28 item 10)', () => {
    const security = notificationMail({ ...base, discreet: false, security: true, sentence: 'A passkey was added to your account.' });
    expect(security.text).toContain('Account security emails are on unless you switch them off in Settings → Notifications on Psyop-Free Economy.');
    expect(`${security.text}${security.html}`).not.toContain('because you chose it');
    const chosen = notificationMail({ ...base, discreet: false, security: false, sentence: 'Someone took your SocketRelay request.' });
    expect(chosen.text).toContain('You get this email because you chose it in Settings → Notifications on Psyop-Free Economy.');
  });

  it('escapes HTML in what it puts into the HTML body', () => {
    const mail = passwordResetMail({ discreet: false, appName: '<b>A&B</b>', url: 'https://example.org/reset-password?token=a"b' });
    expect(mail.html).not.toContain('<b>A&B</b>');
    expect(mail.html).toContain('&#60;b&#62;A&#38;B&#60;/b&#62;');
    expect(mail.html).toContain('token=a&#34;b');
  });

  it('waits longer after each failed attempt, at most an hour', () => {
    expect([1, 2, 3, 4].map(retryDelaySeconds)).toEqual([30, 60, 120, 240]);
    expect(retryDelaySeconds(50)).toBe(3600);
  });

  describe('in Spanish (issue 33)', () => {
    it('writes the reset email, its subject and its link label in Spanish, discreet or not', () => {
      const mail = passwordResetMail({ ...base, discreet: false, url: 'https://example.org/reset-password?token=abc', language: 'es' });
      expect(mail.subject).toBe('Psyop-Free Economy: restablece tu contraseña');
      expect(mail.text).toContain('Alguien pidió restablecer la contraseña de tu cuenta de Psyop-Free Economy.');
      expect(mail.text).toContain('durante 30 minutos');
      expect(mail.html).toContain('>Crear una contraseña nueva</a>');
      expect(mail.text.replace(/https:\S+/g, '')).not.toMatch(/password|Someone|ignore/);
      const discreet = passwordResetMail({ ...base, discreet: true, url: 'https://example.org/r', language: 'es' });
      expect(discreet.subject).toBe('Tienes una novedad');
      expect(`${discreet.subject}${discreet.text}${discreet.html}`).not.toMatch(/Psyop/);
    });

    it('writes a notification email in Spanish with the Safety Check link and the honest reason', () => {
      const mail = notificationMail({ ...base, discreet: false, security: true, sentence: 'Se añadió una llave de acceso a tu cuenta.', language: 'es' });
      expect(mail.subject).toBe('Psyop-Free Economy: Se añadió una llave de acceso a tu cuenta');
      expect(mail.text).toContain('Inicia sesión para verlo: https://example.org/notifications');
      expect(mail.text).toContain('Revisa quién puede entrar en tu cuenta: https://example.org/settings/safety-check');
      expect(mail.text).toContain('Configuración → Notificaciones');
      expect(notificationMail({ ...base, discreet: true, sentence: 'x', language: 'es' }).subject).toBe('Tienes una novedad');
    });

    it('has a sentence for every notification kind the modules register, in every language', () => {
      const files = (dir: string): string[] =>
        readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith('.ts') && !e.name.includes('.spec.') ? [join(dir, e.name)] : []));
      const kinds = new Set<string>();
      for (const file of files(join(__dirname, '..'))) {
        for (const m of readFileSync(file, 'utf8').matchAll(/kind: '([a-z_]+\.[a-z_]+)',\s*(?:data: \[[^\]]*\],\s*)?sentence:/g)) kinds.add(m[1]);
      }
      expect(kinds.size).toBeGreaterThan(20);
      for (const [language, locale] of Object.entries(MAIL_LOCALES)) {
        expect({ language, missing: [...kinds].filter((k) => !locale.sentences[k]) }).toEqual({ language, missing: [] });
        expect({ language, extra: Object.keys(locale.sentences).filter((k) => !kinds.has(k)) }).toEqual({ language, extra: [] });
      }
    });
  });
});
