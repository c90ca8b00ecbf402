import { z } from 'zod';
import { ALL_TICKET_VALUES, LANGUAGES, MENU_STATES, PROFILES, THEMES } from '../constants.js';
import { companySummarySchema } from './company.js';
import { momentTicketSchema } from './dashboard.js';
import { flag, onOff, optionalId, writeBody } from './liberal.js';
import { optionalPhoneField } from '../phones.js';
import {
  emailField,
  idField,
  idList,
  idParam,
  nameField,
  optionalText,
  pageNumberField,
  searchParamField,
  timeOfDayField,
} from './common.js';

const ENABLED_DISABLED = ['enabled', 'disabled'] as const;
export const enabledDisabled = z.enum(ENABLED_DISABLED);

export const queueRefSchema = z.object({ id: z.number().int(), name: z.string(), color: z.string() });

/** A queue of the session user, with its membership row as spec clients read it (queue.UserQueue.queueId). */
export const sessionQueueSchema = queueRefSchema.extend({
  UserQueue: z.object({ userId: z.number().int(), queueId: z.number().int() }),
});
export type SessionQueue = z.infer<typeof sessionQueueSchema>;

/** The user as the session (login, refresh, /auth/me) returns it. */
export const userSessionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  companyId: z.number().int(),
  profile: z.enum(PROFILES),
  super: z.boolean(),
  /**
   * The avatar's bare file name, or null: spec clients show `{backend}/public/company{companyId}/user/{profileImage}`
   * (storage/avatar.routes.ts).
   */
  profileImage: z.string().nullable(),
  /** A short-lived signed URL to the same file (docs/architecture.md, Files), or null: what our web app shows. */
  profileImageUrl: z.string().nullable(),
  language: z.enum(LANGUAGES),
  defaultTheme: z.enum(THEMES),
  defaultMenu: z.enum(MENU_STATES),
  allTicket: z.enum(ALL_TICKET_VALUES),
  allowGroup: z.boolean(),
  showDashboard: enabledDisabled,
  allowRealTime: enabledDisabled,
  allowConnections: enabledDisabled,
  startWork: z.string(),
  endWork: z.string(),
  /** The user's own farewell ("" when none): the chat says when resolving with a farewell would send nothing. */
  farewellMessage: z.string(),
  whatsappId: z.number().int().nullable(),
  queues: z.array(sessionQueueSchema),
  company: companySummarySchema,
});
export type SessionUser = z.infer<typeof userSessionSchema>;

/** PUT /users/{id} as the language menu, theme toggle and menu toggle use it. */
export const updateOwnPreferencesSchema = writeBody({
  language: z.enum(LANGUAGES),
  defaultTheme: z.enum(THEMES),
  defaultMenu: z.enum(MENU_STATES),
}).partial();
export type UpdateOwnPreferences = z.infer<typeof updateOwnPreferencesSchema>;

export const userListItemSchema = z.object({ id: z.number().int(), name: z.string() });
export type UserListItem = z.infer<typeof userListItemSchema>;

/** A user as other users of the company see it (lists, live `company-{id}-user` events). */
export const userPublicSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  profile: z.enum(PROFILES),
  online: z.boolean(),
  /**
   * The avatar's bare file name, or null: spec clients show `{backend}/public/company{companyId}/user/{profileImage}`
   * (storage/avatar.routes.ts).
   */
  profileImage: z.string().nullable(),
  /** A short-lived signed URL to the same file (docs/architecture.md, Files), or null: what our web app shows. */
  profileImageUrl: z.string().nullable(),
  startWork: z.string(),
  endWork: z.string(),
});
export type PublicUser = z.infer<typeof userPublicSchema>;

/** A user as the users screen and the user modal see it (GET /users/, GET /users/{id}). */
export const userDetailSchema = userPublicSchema.extend({
  companyId: z.number().int(),
  super: z.boolean(),
  language: z.enum(LANGUAGES),
  /** "" when none, as wpp: spec clients' forms validate them as strings (issue 34). */
  farewellMessage: z.string(),
  allTicket: z.enum(ALL_TICKET_VALUES),
  allowGroup: z.boolean(),
  defaultTheme: z.enum(THEMES),
  defaultMenu: z.enum(MENU_STATES),
  wpp: z.string(),
  whatsappId: z.number().int().nullable(),
  showDashboard: enabledDisabled,
  allowRealTime: enabledDisabled,
  allowConnections: enabledDisabled,
  queues: z.array(queueRefSchema),
  /** The user's open tickets (spec 2 §3 User.tickets), as /dashboard/moments answers a ticket; the real-time page counts them. */
  tickets: z.array(momentTicketSchema),
  createdAt: z.string(),
});
export type UserDetail = z.infer<typeof userDetailSchema>;

const passwordField = () =>
  z.string().min(5, { message: 'validation.tooShort' }).max(50, { message: 'validation.tooLong' });

/** Fields only an admin (or the super administrator) may set: rules user-modal:editProfile / editQueues. */
export const ADMIN_ONLY_USER_FIELDS = [
  'email',
  'profile',
  'queueIds',
  'whatsappId',
  'startWork',
  'endWork',
  'farewellMessage',
  'allTicket',
  'allowGroup',
  'showDashboard',
  'allowRealTime',
  'allowConnections',
  'wpp',
] as const;

const userFields = {
  name: nameField(),
  email: emailField(),
  profile: z.enum(PROFILES),
  queueIds: idList(),
  whatsappId: optionalId(),
  startWork: timeOfDayField(),
  endWork: timeOfDayField(),
  farewellMessage: optionalText(1000),
  allTicket: onOff(ALL_TICKET_VALUES),
  allowGroup: flag(),
  defaultTheme: z.enum(THEMES),
  defaultMenu: z.enum(MENU_STATES),
  language: z.enum(LANGUAGES),
  showDashboard: onOff(ENABLED_DISABLED),
  allowRealTime: onOff(ENABLED_DISABLED),
  allowConnections: onOff(ENABLED_DISABLED),
  wpp: optionalPhoneField(),
};

/** POST /users. `companyId` is read only from the super administrator. */
export const createUserSchema = writeBody({
  ...userFields,
  password: passwordField(),
  companyId: idField().optional(),
}).partial({
  profile: true,
  queueIds: true,
  whatsappId: true,
  startWork: true,
  endWork: true,
  farewellMessage: true,
  allTicket: true,
  allowGroup: true,
  defaultTheme: true,
  defaultMenu: true,
  language: true,
  showDashboard: true,
  allowRealTime: true,
  allowConnections: true,
  wpp: true,
});
export type CreateUserInput = z.infer<typeof createUserSchema>;

/** PUT /users/{id}: any subset; an empty password means "keep the current one". */
export const updateUserSchema = writeBody({
  ...userFields,
  password: z.union([z.literal(''), passwordField()]),
}).partial();
export type UpdateUserInput = z.infer<typeof updateUserSchema>;

export const listUsersQuerySchema = z.object({
  searchParam: searchParamField(),
  pageNumber: pageNumberField(),
  companyId: idParam().optional(),
});
export type ListUsersQuery = z.infer<typeof listUsersQuerySchema>;

export const userPageSchema = z.object({
  users: z.array(userDetailSchema),
  count: z.number().int(),
  hasMore: z.boolean(),
});
export type UserPage = z.infer<typeof userPageSchema>;
