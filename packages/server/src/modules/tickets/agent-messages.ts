import { NPS_MAX, NPS_MIN } from '@guiche/shared';

/**
 * Texts the server posts as the agent on ticket transitions (spec 1 §4). The spec fixes when, not the greeting's
 * wording; this one introduces the attendant by name, as the product's users expect.
 */
export function greetingOnAccept(contactName: string, userName: string): string {
  return `Olá *${contactName}*, meu nome é *${userName}* e agora vou prosseguir com seu atendimento!`;
}

/** The farewell on resolve: the attendant's own farewellMessage, else the connection's complationMessage. */
export function farewellText(
  userFarewell: string | null | undefined,
  connectionCompletion: string | null | undefined,
): string | undefined {
  const text = userFarewell?.trim() || connectionCompletion?.trim();
  return text || undefined;
}

/** The answer to anything but a number from 0 to 10 while the ticket waits for the contact's rating (status nps). */
export const RATING_INVALID_OPTION = `*Opção inválida.* Responda apenas com um número de ${NPS_MIN} a ${NPS_MAX}.`;

/**
 * Setting sendMsgTransfTicket: what the contact is told when their ticket moves to another attendant or queue. The
 * spec fixes when, not the wording.
 */
export function transferNotice(target: {
  userName?: string | null | undefined;
  queueName?: string | null | undefined;
}): string | undefined {
  const where = target.userName
    ? `*${target.userName}*`
    : target.queueName
      ? `o setor *${target.queueName}*`
      : undefined;
  return where
    ? `*Mensagem automática:* seu atendimento foi transferido para ${where}. Aguarde, já vamos te atender!`
    : undefined;
}
