import { DISCREET_UPDATE_TEXT, PASSWORD_RESET_EMAIL_MINUTES, SAFETY_CHECK_PATH } from '@pfe/contracts';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

interface MailLink {
  label: string;
  url: string;
}

/** A plain-text body and the same words as simple HTML (paragraphs; the links clickable: the main one after the first paragraph, `more` at the end). */
function build(subject: string, paragraphs: string[], link: MailLink, more?: MailLink): MailContent {
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
export const safetyCheckLink = (publicUrl: string): MailLink => ({ label: 'Check who can get into your account', url: `${publicUrl}${SAFETY_CHECK_PATH}` });

/**
 * A notification's email. Outside discreet mode it says the kind's sentence (naming the app at
 * most) and the product's name; in discreet mode only "You have an update", naming neither. Never
 * message text, an address, or anything about another member. A security email (`security`) also
 * links to Safety Check.
 */
export function notificationMail(o: { discreet: boolean; appName: string; sentence: string; publicUrl: string; security?: boolean }): MailContent {
  const link = { label: 'Sign in to see it', url: `${o.publicUrl}/notifications` };
  const more = o.security ? safetyCheckLink(o.publicUrl) : undefined;
  if (o.discreet) return build(DISCREET_UPDATE_TEXT, [`${DISCREET_UPDATE_TEXT}.`], link, more);
  return build(`${o.appName}: ${o.sentence.replace(/\.$/, '')}`, [o.sentence, emailReason(o.security ?? false, o.appName)], link, more);
}

/**
 * Why the member gets a notification's email, honestly: account security is emailed by default
 * (she did not choose it, she can switch it off); every other kind only when she switched it on.
 */
export function emailReason(security: boolean, appName: string): string {
  return security
    ? `Account security emails are on unless you switch them off in Settings → Notifications on ${appName}.`
    : `You get this email because you chose it in Settings → Notifications on ${appName}.`;
}

/** The password-reset email: the single-use link, valid 30 minutes. Discreet mode names no product. */
export function passwordResetMail(o: { discreet: boolean; appName: string; url: string }): MailContent {
  const where = o.discreet ? 'your account' : `your ${o.appName} account`;
  return build(
    o.discreet ? DISCREET_UPDATE_TEXT : `${o.appName}: reset your password`,
    [
      `Someone asked to reset the password of ${where}. If it was you, set a new password with this link. It works once, for ${PASSWORD_RESET_EMAIL_MINUTES} minutes.`,
      'If it was not you, ignore this email: your password stays as it is.',
    ],
    { label: 'Set a new password', url: o.url },
  );
}
