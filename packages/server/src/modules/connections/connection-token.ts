import { randomInt } from 'node:crypto';
import { CONNECTION_TOKEN_LENGTH } from '@guiche/shared';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/**
 * A random token of 30 upper-case letters and digits (spec 2 §2), from a cryptographic source. Every connection's
 * token is drawn here, never chosen by a client: the external API finds the company by its token alone, so tokens are
 * unique across the platform, and a client-chosen one that was refused as taken would tell its sender that some
 * company holds it (which is all the external API needs). Sending a token other than the stored one asks for a new
 * draw (the screen's "generate a new token"); the answer carries the token actually stored.
 */
export function newConnectionToken(): string {
  return Array.from({ length: CONNECTION_TOKEN_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}
