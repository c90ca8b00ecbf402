import {
  dashboardAnswerSchema,
  dashboardClosedAnswerSchema,
  dashboardNpsAnswerSchema,
  dashboardQueuesAnswerSchema,
  dashboardTotalsAnswerSchema,
  dashboardUserInfoAnswerSchema,
  dashboardUsersAnswerSchema,
} from '@guiche/shared';
import { api } from '../../api/client';

/** The dashboard calls of spec 2 §7, each with the filter's query string. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  of: (call: string, query: string) => ['dashboard', call, query] as const,
};

export const dashboardCalls = {
  summary: (query: string) => api.get(`/dashboard?${query}`, dashboardAnswerSchema),
  totals: (query: string) => api.get(`/dashboard/total-atendimentos?${query}`, dashboardTotalsAnswerSchema),
  queues: (query: string) => api.get(`/dashboard/queues?${query}`, dashboardQueuesAnswerSchema),
  users: (query: string) => api.get(`/dashboard/ticketsUsers?${query}`, dashboardUsersAnswerSchema),
  userInfo: (query: string) => api.get(`/dashboard/user-info?${query}`, dashboardUserInfoAnswerSchema),
  nps: (query: string) => api.get(`/dashboard/nps-info?${query}`, dashboardNpsAnswerSchema),
  closed: (query: string) => api.get(`/dashboard/atendimentos-encerrados?${query}`, dashboardClosedAnswerSchema),
};
