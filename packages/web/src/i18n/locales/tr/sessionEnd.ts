import type { Messages } from '../pt-BR';

/** Why the last session ended, as the login page says it. */
export const sessionEnd: Pick<Messages, 'sessionEnd'> = {
  sessionEnd: {
    replaced: 'Başka bir cihazda oturum açtığınız için oturumunuz sonlandırıldı.',
  },
};
