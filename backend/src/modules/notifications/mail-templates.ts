import { SAFETY_CHECK_PATH, type Language } from '@pfe/contracts';
import { fill, mailLocale } from './locales';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface MailLink {
  label: string;
  url: string;
}

/**
 * A plain-text body and the same words as simple HTML (paragraphs; the links clickable: the main one
 * after the first paragraph, `more` at the end). Every mail kind renders through it, in the module
 * of its cause (a notification's here, a password reset's in account/password-reset.mail.ts).
 */
export function mailContent(subject: string, paragraphs: string[], link: MailLink, more?: MailLink): MailContent {
  const text = [...paragraphs.slice(0, 1), `${link.label}: ${link.url}`, ...paragraphs.slice(1), ...(more ? [`${more.label}: ${more.url}`] : [])].join('\n\n');
  const anchor = (l: MailLink) => `<p><a href="${escapeHtml(l.url)}">${escapeHtml(l.label)}</a></p>`;
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">',
    `<p>${escapeHtml(paragraphs[0])}</p>`,
    anchor(link),
    ...paragraphs.slice(1).map((p) => `<p>${escapeHtml(p)}</p>`),
    ...(more ? [anchor(more)] : []),
    '</body></html>',
  ].join('');
  return { subject, text: `${text}\n`, html };
}

/**
 * The link every security email carries to Safety Check (every way into the account, and "Secure
 * my account"); its label names neither the product nor an app, so it fits discreet mode too.
 */
export const safetyCheckLink = (publicUrl: string, language?: Language): MailLink => ({ label: mailLocale(language).strings.safetyCheck, url: `${publicUrl}${SAFETY_CHECK_PATH}` });

/**
 * A notification's email. Outside discreet mode it says the kind's sentence (naming the app at
 * most) and the product's name; in discreet mode only "You have an update", naming neither. Never
 * message text, an address, or anything about another member. A security email (`security`) also
 * links to Safety Check. In the member's `language` (English when left out); `sentence` is the
 * kind's sentence in that language.
 */
export function notificationMail(o: { discreet: boolean; appName: string; sentence: string; publicUrl: string; security?: boolean; language?: Language }): MailContent {
  const t = mailLocale(o.language).strings;
  const link = { label: t.signInToSee, url: `${o.publicUrl}/notifications` };
  const more = o.security ? safetyCheckLink(o.publicUrl, o.language) : undefined;
  if (o.discreet) return mailContent(t.discreetUpdate, [`${t.discreetUpdate}.`], link, more);
  return mailContent(`${o.appName}: ${o.sentence.replace(/\.$/, '')}`, [o.sentence, emailReason(o.security ?? false, o.appName, o.language)], link, more);
}

/**
 * Why the member gets a notification's email, honestly: account security is emailed by default
 * (she did not choose it, she can switch it off); every other kind only when she switched it on.
 */
export function emailReason(security: boolean, appName: string, language?: Language): string {
  const t = mailLocale(language).strings;
  return fill(security ? t.reasonSecurity : t.reasonChosen, { appName });
}
