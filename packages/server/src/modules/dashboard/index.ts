/** SQL other repositories compose: the columns a real-time moment shows of a ticket. */
export { MOMENT_TICKET_COLUMNS } from './dashboard.repository.js';
