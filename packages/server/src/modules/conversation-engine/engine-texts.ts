import { numberedOptions } from '@guiche/shared';

/**
 * What the bot says when the company configured nothing for the case (spec texts are the company's; these are the
 * sensible defaults the issue asks for). Portuguese, as the product's contacts are served.
 */
export const BOT_TEXTS = {
  invalidOption: '*Opção inválida.* Responda com o número de uma das opções.',
  handOff: 'Certo! Um de nossos atendentes falará com você em breve.',
  outOfHours: 'Estamos fora do horário de atendimento. Responderemos assim que possível.',
  callRefused: 'Não atendemos chamadas de voz ou vídeo por aqui. Por favor, envie sua mensagem por escrito.',
  audioRefused: 'Desculpe, não conseguimos ouvir áudios por aqui. Por favor, escreva sua mensagem.',
  lgpdOptions: numberedOptions(['Aceito', 'Não aceito']),
  lgpdWithdrawn:
    'Pronto! Registramos que você retirou seu consentimento para o uso dos seus dados. Se voltar a nos escrever, perguntaremos de novo antes de seguir.',
  queuePosition: (position: number) => `Você é o *${position}º* da fila. Aguarde, logo será atendido.`,
} as const;

/** The contact's answer as a menu choice: a number, '#' (main menu), a leave word, or anything else. */
export type MenuAnswer =
  { kind: 'number'; value: number } | { kind: 'mainMenu' } | { kind: 'leave' } | { kind: 'other' };

const LEAVE_WORDS = new Set(['0', 'sair']);

export function parseMenuAnswer(body: string): MenuAnswer {
  const text = body.trim().toLowerCase();
  if (text === '#') return { kind: 'mainMenu' };
  if (LEAVE_WORDS.has(text)) return { kind: 'leave' };
  return /^\d{1,3}$/.test(text) ? { kind: 'number', value: Number(text) } : { kind: 'other' };
}
