import { maskPhoneNumber, type ScheduleView } from '@guiche/shared';
import type { ScheduleRecord } from './schedules.repository.js';

/** A schedule as the API and the live `schedule` event carry it; the contact's number partly hidden when `hideNumber`. */
export function presentSchedule({ schedule, contact, user }: ScheduleRecord, hideNumber: boolean): ScheduleView {
  return {
    id: schedule.id,
    body: schedule.body,
    contactId: schedule.contactId,
    contact: {
      id: contact.id,
      name: contact.name,
      number: hideNumber ? maskPhoneNumber(contact.number) : contact.number,
    },
    userId: schedule.userId,
    user,
    sendAt: schedule.sendAt.toISOString(),
    sentAt: schedule.sentAt?.toISOString() ?? null,
    status: schedule.status,
    failedReason: schedule.failedReason,
    ticketId: schedule.ticketId,
    createdAt: schedule.createdAt.toISOString(),
  };
}

/** The same view with the number partly hidden (live events to readers under lgpdHideNumber). */
export function maskScheduleView(view: ScheduleView): ScheduleView {
  return { ...view, contact: { ...view.contact, number: maskPhoneNumber(view.contact.number) } };
}
