import {
  scheduleListAnswerSchema,
  scheduleViewSchema,
  type ScheduleFormInput,
  type ScheduleListAnswer,
  type ScheduleView,
} from '@guiche/shared';
import { api } from '../../api/client';

/** The schedules calls of spec 3 §7 "Schedules". */
export const schedulesKeys = {
  lists: ['schedules', 'list'] as const,
  list: (search: string) => ['schedules', 'list', search] as const,
  detail: (id: number) => ['schedules', 'detail', id] as const,
};

export function fetchSchedulePage(search: string, pageNumber: number): Promise<ScheduleListAnswer> {
  const params = new URLSearchParams({ pageNumber: String(pageNumber) });
  if (search) params.set('searchParam', search);
  return api.get(`/schedules?${params.toString()}`, scheduleListAnswerSchema);
}

export function fetchSchedule(id: number): Promise<ScheduleView> {
  return api.get(`/schedules/${id}`, scheduleViewSchema);
}

export function createSchedule(input: ScheduleFormInput): Promise<ScheduleView> {
  return api.post('/schedules', input, scheduleViewSchema);
}

export function updateSchedule(id: number, input: ScheduleFormInput): Promise<ScheduleView> {
  return api.put(`/schedules/${id}`, input, scheduleViewSchema);
}

export function deleteSchedule(id: number): Promise<void> {
  return api.delete(`/schedules/${id}`);
}
