import type { Messages } from '../pt-BR';

/** Why the last session ended, as the login page says it. */
export const sessionEnd: Pick<Messages, 'sessionEnd'> = {
  sessionEnd: {
    replaced: 'Su sesión se cerró porque inició sesión en otro dispositivo.',
  },
};
