import type { Messages } from '../pt-BR';

/** Why the last session ended, as the login page says it. */
export const sessionEnd: Pick<Messages, 'sessionEnd'> = {
  sessionEnd: {
    replaced: 'Your session ended because you signed in on another device.',
  },
};
