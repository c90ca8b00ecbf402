/**
 * The toast of a ticket's deletion: the attendant who deleted it gets their confirmation, and the live delete event
 * that follows would announce it again; sharing the id keeps it one toast.
 */
export const ticketDeletedToastId = (ticketId: number) => `ticket-deleted-${ticketId}`;
