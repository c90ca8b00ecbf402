import type { InboundPipeline } from '../modules/inbound/inbound.pipeline.js';
import { chatBoxWatchersRoom, ticketChatBoxRooms } from '../modules/tickets/ticket-rooms.js';
import type { Broadcaster } from './broadcaster.js';

/**
 * How long a write batch waits to hear which chats are on screen. Across processes (the Redis adapter) every
 * process answers; one that does not would otherwise hold the batch for the adapter's 5 s request timeout.
 */
const ANSWER_WITHIN_MS = 1000;

/**
 * A message the attendant has on screen is not counted unread: before each inbound write batch the pipeline asks,
 * once, which chat boxes the company's spec-mode sockets (on any process) have joined, and a ticket of the batch
 * whose chat box room holds one of them keeps unreadMessages at 0 (inbound.repository.ts). Our web app's sockets
 * follow no chat box: it reads the chat it shows through GET /messages, which marks it read.
 */
export function watchChatBoxScreens(pipeline: InboundPipeline, io: Broadcaster): void {
  pipeline.watchScreens(async (companyId) => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`no answer on open chat boxes within ${ANSWER_WITHIN_MS} ms`)),
        ANSWER_WITHIN_MS,
      );
    });
    const sockets = await Promise.race([io.in(chatBoxWatchersRoom(companyId)).fetchSockets(), late]).finally(() =>
      clearTimeout(timer),
    );
    const joined = new Set(sockets.flatMap((socket) => [...socket.rooms]));
    return (ticket) => joined.size > 0 && ticketChatBoxRooms(companyId, ticket).some((room) => joined.has(room));
  });
}
