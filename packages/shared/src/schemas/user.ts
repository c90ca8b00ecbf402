import { z } from 'zod';
import { LANGUAGES, MENU_STATES, PROFILES, THEMES } from '../constants.js';
import { companySummarySchema } from './company.js';

export const enabledDisabled = z.enum(['enabled', 'disabled']);

export const queueRefSchema = z.object({ id: z.number().int(), name: z.string(), color: z.string() });

/** The user as the session (login, refresh, /auth/me) returns it. */
export const userSessionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  companyId: z.number().int(),
  profile: z.enum(PROFILES),
  super: z.boolean(),
  profileImage: z.string().nullable(),
  language: z.enum(LANGUAGES),
  defaultTheme: z.enum(THEMES),
  defaultMenu: z.enum(MENU_STATES),
  allTicket: enabledDisabled,
  allowGroup: z.boolean(),
  showDashboard: enabledDisabled,
  allowRealTime: enabledDisabled,
  allowConnections: enabledDisabled,
  startWork: z.string(),
  endWork: z.string(),
  whatsappId: z.number().int().nullable(),
  queues: z.array(queueRefSchema),
  company: companySummarySchema,
});
export type SessionUser = z.infer<typeof userSessionSchema>;

/** PUT /users/{id} as the language menu, theme toggle and menu toggle use it. */
export const updateOwnPreferencesSchema = z
  .object({
    language: z.enum(LANGUAGES),
    defaultTheme: z.enum(THEMES),
    defaultMenu: z.enum(MENU_STATES),
  })
  .partial()
  .strict();
export type UpdateOwnPreferences = z.infer<typeof updateOwnPreferencesSchema>;

export const userListItemSchema = z.object({ id: z.number().int(), name: z.string() });
export type UserListItem = z.infer<typeof userListItemSchema>;

export const idParamSchema = z.object({ id: z.coerce.number().int().positive() });

/** A user as other users of the company see it (lists, live `company-{id}-user` events). */
export const userPublicSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  profile: z.enum(PROFILES),
  online: z.boolean(),
  profileImage: z.string().nullable(),
  startWork: z.string(),
  endWork: z.string(),
});
export type PublicUser = z.infer<typeof userPublicSchema>;
