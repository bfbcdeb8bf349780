/**
 * The emails' words in English, the source language (issue 33). Every other language is a file
 * beside this one typed `MailStrings`, so TypeScript refuses a missing or extra key; `{{name}}` is
 * filled in by `fill` (mail-templates.ts). A notification's own sentence is its kind's `sentence`
 * (the registry) in English, and `sentences[kind]` in another language.
 */
export const en = {
  discreetUpdate: 'You have an update',
  signInToSee: 'Sign in to see it',
  safetyCheck: 'Check who can get into your account',
  reasonSecurity: 'Account security emails are on unless you switch them off in Settings → Notifications on {{appName}}.',
  reasonChosen: 'You get this email because you chose it in Settings → Notifications on {{appName}}.',
  resetSubject: '{{appName}}: reset your password',
  resetWhere: 'your {{appName}} account',
  resetWhereDiscreet: 'your account',
  resetBody: 'Someone asked to reset the password of {{where}}. If it was you, set a new password with this link. It works once, for {{minutes}} minutes.',
  resetIgnore: 'If it was not you, ignore this email: your password stays as it is.',
  resetLink: 'Set a new password',
};

export type MailStrings = typeof en;

/** A language's emails: its words, and each notification kind's sentence (English: the registry's). */
export interface MailLocale {
  strings: MailStrings;
  sentences: Readonly<Record<string, string>>;
}
