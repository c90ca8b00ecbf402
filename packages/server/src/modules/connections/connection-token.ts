import { randomInt } from 'node:crypto';
import { CONNECTION_TOKEN_LENGTH } from '@guiche/shared';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** A random token of 30 upper-case letters and digits (spec 2 §2), from a cryptographic source. */
export function newConnectionToken(): string {
  return Array.from({ length: CONNECTION_TOKEN_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}
