import type { TicketView } from '@guiche/shared';

/** A ticket as GET /tickets answers it, for the unit tests of the manager's pure logic. */
export function ticketFixture(id: number, changes: Partial<TicketView> = {}): TicketView {
  return {
    id,
    uuid: `uuid-${id}`,
    status: 'pending',
    lastMessage: 'Olá',
    lastMessageAt: '2026-03-01T12:00:00.000Z',
    updatedAt: '2026-03-01T12:00:00.000Z',
    createdAt: '2026-03-01T11:00:00.000Z',
    unreadMessages: 1,
    contactId: 100 + id,
    contact: {
      id: 100 + id,
      name: `Contato ${id}`,
      number: '5511999990000',
      profilePicUrl: null,
      urlPicture: null,
      email: '',
      active: true,
      disableBot: false,
      acceptAudioMessage: true,
      tags: [],
    },
    queueId: 1,
    queue: { id: 1, name: 'Vendas', color: '#B80000' },
    userId: null,
    user: null,
    whatsappId: 7,
    whatsapp: { id: 7, name: 'Simulador', groupAsTicket: 'disabled', wavoip: null },
    channel: 'whatsapp',
    isGroup: false,
    isBot: false,
    useIntegration: false,
    fromMe: false,
    tags: [],
    userRating: null,
    presence: null,
    ...changes,
  };
}
