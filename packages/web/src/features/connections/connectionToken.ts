import { CONNECTION_TOKEN_LENGTH } from '@guiche/shared';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
/** Bytes at or above this would favour the first letters (256 is not a multiple of 36): they are drawn again. */
const UNBIASED_LIMIT = 256 - (256 % ALPHABET.length);

type RandomSource = (bytes: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer>;

const browserRandom: RandomSource = (bytes) => crypto.getRandomValues(bytes);

/**
 * A token of the connection's form (spec 2 §2: 30 upper-case letters and digits, each equally likely), sent to ask for
 * a new one: the server never stores a token a client chose, it draws its own when the one sent differs from the one
 * stored, and the saved connection shows it.
 */
export function generateConnectionToken(random: RandomSource = browserRandom): string {
  let token = '';
  while (token.length < CONNECTION_TOKEN_LENGTH) {
    for (const byte of random(new Uint8Array(CONNECTION_TOKEN_LENGTH))) {
      if (byte < UNBIASED_LIMIT && token.length < CONNECTION_TOKEN_LENGTH) token += ALPHABET[byte % ALPHABET.length];
    }
  }
  return token;
}
