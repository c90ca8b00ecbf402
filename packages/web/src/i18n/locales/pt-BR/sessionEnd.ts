/**
 * Why the last session ended, as the login page says it (pt-BR, the reference). Part of the frame's messages
 * (base.ts): the login page loads no others.
 */
export const sessionEnd = {
  sessionEnd: {
    replaced: 'Sua sessão foi encerrada porque você entrou em outro dispositivo.',
  },
};
