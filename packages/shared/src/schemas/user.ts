import { z } from 'zod';
import { LANGUAGES, MENU_STATES, PROFILES, THEMES } from '../constants.js';
import { companySummarySchema } from './company.js';
import { emailField, idField, idList, idParam, nameField, optionalText, pageNumberField, searchParamField, timeOfDayField } from './common.js';

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
  /** A short-lived signed URL to the stored file (docs/architecture.md, Files), or null. */
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

/** A user as other users of the company see it (lists, live `company-{id}-user` events). */
export const userPublicSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  profile: z.enum(PROFILES),
  online: z.boolean(),
  /** A short-lived signed URL to the stored file (docs/architecture.md, Files), or null. */
  profileImage: z.string().nullable(),
  startWork: z.string(),
  endWork: z.string(),
});
export type PublicUser = z.infer<typeof userPublicSchema>;

/** A user as the users screen and the user modal see it (GET /users/, GET /users/{id}). */
export const userDetailSchema = userPublicSchema.extend({
  companyId: z.number().int(),
  super: z.boolean(),
  language: z.enum(LANGUAGES),
  farewellMessage: z.string().nullable(),
  allTicket: enabledDisabled,
  allowGroup: z.boolean(),
  defaultTheme: z.enum(THEMES),
  defaultMenu: z.enum(MENU_STATES),
  wpp: z.string().nullable(),
  whatsappId: z.number().int().nullable(),
  showDashboard: enabledDisabled,
  allowRealTime: enabledDisabled,
  allowConnections: enabledDisabled,
  queues: z.array(queueRefSchema),
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
  whatsappId: idField().nullable(),
  startWork: timeOfDayField(),
  endWork: timeOfDayField(),
  farewellMessage: optionalText(1000),
  allTicket: enabledDisabled,
  allowGroup: z.boolean(),
  defaultTheme: z.enum(THEMES),
  defaultMenu: z.enum(MENU_STATES),
  language: z.enum(LANGUAGES),
  showDashboard: enabledDisabled,
  allowRealTime: enabledDisabled,
  allowConnections: enabledDisabled,
  wpp: z.string().trim().regex(/^\d{8,15}$/, { message: 'validation.invalidPhone' }).nullish(),
};

/** POST /users. `companyId` is read only from the super administrator. */
export const createUserSchema = z
  .object({
    ...userFields,
    password: passwordField(),
    companyId: idField().optional(),
  })
  .partial({
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
  })
  .strict();
export type CreateUserInput = z.infer<typeof createUserSchema>;

/** PUT /users/{id}: any subset; an empty password means "keep the current one". */
export const updateUserSchema = z
  .object({ ...userFields, password: z.union([z.literal(''), passwordField()]) })
  .partial()
  .strict();
export type UpdateUserInput = z.infer<typeof updateUserSchema>;

export const listUsersQuerySchema = z.object({
  searchParam: searchParamField(),
  pageNumber: pageNumberField(),
  companyId: idParam().optional(),
});
export type ListUsersQuery = z.infer<typeof listUsersQuerySchema>;

export const userPageSchema = z.object({ users: z.array(userDetailSchema), count: z.number().int(), hasMore: z.boolean() });
export type UserPage = z.infer<typeof userPageSchema>;
