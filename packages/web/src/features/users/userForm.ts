import type { z } from 'zod';
import {
  createUserSchema,
  DEFAULT_LANGUAGE,
  DEFAULT_WORK_END,
  DEFAULT_WORK_START,
  updateUserSchema,
  type CreateUserInput,
  type UpdateUserInput,
  type UserDetail,
} from '@guiche/shared';

/**
 * The user modal's form, validated by the shared rules (spec 2 §5). One shape for adding and editing: the
 * password may stay empty only when editing ("keep the current one").
 */
const baseSchema = createUserSchema.extend({ password: updateUserSchema.shape.password.unwrap() });

export function userFormSchema(creating: boolean) {
  return creating
    ? baseSchema.refine((values) => values.password !== '', { path: ['password'], message: 'validation.required' })
    : baseSchema;
}

export type UserFormInput = z.input<typeof baseSchema>;
export type UserFormValues = z.output<typeof baseSchema>;

/** The fields the modal holds. */
export type UserFormField = Exclude<keyof UserFormInput, 'wpp' | 'companyId'>;
const FORM_FIELDS: readonly UserFormField[] = [
  'name',
  'email',
  'password',
  'profile',
  'queueIds',
  'whatsappId',
  'startWork',
  'endWork',
  'farewellMessage',
  'allTicket',
  'allowGroup',
  'defaultTheme',
  'defaultMenu',
  'language',
  'showDashboard',
  'allowRealTime',
  'allowConnections',
];

export function isUserFormField(path: string): path is UserFormField {
  return (FORM_FIELDS as readonly string[]).includes(path);
}

/** A new user's defaults (spec 2 §3: work hours 00:00–23:59, the flags off). */
export const NEW_USER_VALUES: UserFormInput = {
  name: '',
  email: '',
  password: '',
  profile: 'user',
  queueIds: [],
  whatsappId: null,
  startWork: DEFAULT_WORK_START,
  endWork: DEFAULT_WORK_END,
  farewellMessage: '',
  allTicket: 'disable',
  allowGroup: false,
  defaultTheme: 'light',
  defaultMenu: 'open',
  language: DEFAULT_LANGUAGE,
  showDashboard: 'disabled',
  allowRealTime: 'disabled',
  allowConnections: 'disabled',
};

export function formValuesOf(user: UserDetail): UserFormInput {
  return {
    name: user.name,
    email: user.email,
    password: '',
    profile: user.profile,
    queueIds: user.queues.map((queue) => queue.id),
    whatsappId: user.whatsappId,
    startWork: user.startWork,
    endWork: user.endWork,
    farewellMessage: user.farewellMessage,
    allTicket: user.allTicket,
    allowGroup: user.allowGroup,
    defaultTheme: user.defaultTheme,
    defaultMenu: user.defaultMenu,
    language: user.language,
    showDashboard: user.showDashboard,
    allowRealTime: user.allowRealTime,
    allowConnections: user.allowConnections,
  };
}

export function createPayload(values: UserFormValues): CreateUserInput {
  return { ...values, farewellMessage: values.farewellMessage || null };
}

/**
 * PUT /users/{id}: an admin sends every field; anyone else only what a user may change about themselves
 * (name, password, language, theme, menu: the shared ADMIN_ONLY_USER_FIELDS are the rest). An empty password
 * keeps the current one, so it is left out.
 */
export function updatePayload(values: UserFormValues, asAdmin: boolean): UpdateUserInput {
  const { password, ...rest } = createPayload(values);
  const { name, language, defaultTheme, defaultMenu } = values;
  const fields: UpdateUserInput = asAdmin ? rest : { name, language, defaultTheme, defaultMenu };
  return password ? { ...fields, password } : fields;
}
