import { rooms, serverEvents, type ScheduleEventPayload } from '@guiche/shared';
import type { DomainEvents } from '../events/domain-events.js';
import { maskScheduleView } from '../modules/schedules/schedule.presenter.js';
import type { SchedulesService } from '../modules/schedules/schedules.service.js';
import type { Broadcaster } from './broadcaster.js';

/** Schedules → the company's sockets (everyone in the company sees its schedules). */
export function registerScheduleListeners(
  io: Broadcaster,
  events: DomainEvents,
  { schedules }: { schedules: SchedulesService },
): void {
  events.on('schedule.saved', async ({ companyId, scheduleId, created }) => {
    const [schedule, hideNumbers] = await Promise.all([
      schedules.snapshot(companyId, scheduleId),
      schedules.hidesNumbersIn(companyId),
    ]);
    if (!schedule) return;
    const event = serverEvents.schedule(companyId);
    const action = created ? 'create' : 'update';
    if (!hideNumbers) {
      io.to(rooms.company(companyId)).emit(event, { action, schedule } satisfies ScheduleEventPayload);
      return;
    }
    // lgpdHideNumber: the contact's whole number only to sockets in the unmasked room (ticket-rooms.ts).
    io.to(rooms.ticketsUnmasked(companyId)).emit(event, { action, schedule } satisfies ScheduleEventPayload);
    io.to(rooms.company(companyId))
      .except(rooms.ticketsUnmasked(companyId))
      .emit(event, { action, schedule: maskScheduleView(schedule) } satisfies ScheduleEventPayload);
  });
  events.on('schedule.deleted', ({ companyId, scheduleId }) => {
    io.to(rooms.company(companyId)).emit(serverEvents.schedule(companyId), {
      action: 'delete',
      scheduleId,
    } satisfies ScheduleEventPayload);
  });
}
