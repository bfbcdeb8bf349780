import { PASSWORD_RESET_EMAIL_MINUTES, type Language } from '@pfe/contracts';
import { fill, mailLocale } from '../notifications/locales';
import { MailContent, mailContent } from '../notifications/mail-templates';

/** The password-reset email: the single-use link, valid 30 minutes. Discreet mode names no product. */
export function passwordResetMail(o: { discreet: boolean; appName: string; url: string; language?: Language }): MailContent {
  const t = mailLocale(o.language).strings;
  const where = o.discreet ? t.resetWhereDiscreet : fill(t.resetWhere, { appName: o.appName });
  return mailContent(
    o.discreet ? t.discreetUpdate : fill(t.resetSubject, { appName: o.appName }),
    [fill(t.resetBody, { where, minutes: PASSWORD_RESET_EMAIL_MINUTES }), t.resetIgnore],
    { label: t.resetLink, url: o.url },
  );
}
