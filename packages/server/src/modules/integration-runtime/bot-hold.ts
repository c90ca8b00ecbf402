import type { TicketRow } from '../tickets/tickets.repository.js';
import type { SessionTarget } from './sessions.repository.js';

/** The bot holding the ticket, from its fields. */
export function botOf(ticket: TicketRow): SessionTarget | undefined {
  if (ticket.integrationId !== null) return { kind: 'integration', targetId: ticket.integrationId };
  if (ticket.promptId !== null) return { kind: 'prompt', targetId: ticket.promptId };
  return undefined;
}

/** The ticket is still this bot's: no attendant took it, and nobody moved it to another bot or to a person. */
export function heldBy(ticket: TicketRow, bot: SessionTarget): boolean {
  const current = botOf(ticket);
  return (
    ticket.useIntegration &&
    ticket.userId === null &&
    ticket.status === 'pending' &&
    current?.kind === bot.kind &&
    current.targetId === bot.targetId
  );
}
