import { randomInt } from 'node:crypto';

/** Uppercase letters and digits without the look-alikes 0, O, 1 and I. */
export const INVITE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const INVITE_CODE_LENGTH = 12;

/** 12 characters from a cryptographic RNG, uniform over the alphabet (60 bits). */
export function generateInviteCode(): string {
  let code = '';
  for (let i = 0; i < INVITE_CODE_LENGTH; i++) code += INVITE_ALPHABET[randomInt(INVITE_ALPHABET.length)];
  return code;
}
