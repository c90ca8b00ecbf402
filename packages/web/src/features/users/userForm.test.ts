import { describe, expect, it } from 'vitest';
import { ADMIN_ONLY_USER_FIELDS } from '@guiche/shared';
import { NEW_USER_VALUES, updatePayload, userFormSchema, type UserFormInput } from './userForm';

const filled: UserFormInput = { ...NEW_USER_VALUES, name: 'Bia Souza', email: 'Bia@Empresa.com', password: 'segredo' };

/** The first message per field, as the form shows it. */
function messages(creating: boolean, values: UserFormInput): Record<string, string> {
  const result = userFormSchema(creating).safeParse(values);
  const first: Record<string, string> = {};
  for (const issue of result.success ? [] : result.error.issues) first[issue.path.join('.')] ??= issue.message;
  return first;
}

describe('userFormSchema (spec 2 §5)', () => {
  it("answers the spec's texts: name 2–50, email required and valid, password 5–50", () => {
    expect(messages(true, { ...filled, name: '', email: '' })).toMatchObject({
      name: 'validation.required',
      email: 'validation.required',
    });
    expect(messages(true, { ...filled, name: 'A', email: 'bia@', password: '1234' })).toEqual({
      name: 'validation.tooShort',
      email: 'validation.invalidEmail',
      password: 'validation.tooShort',
    });
    expect(messages(true, { ...filled, name: 'x'.repeat(51), password: 'x'.repeat(51) })).toEqual({
      name: 'validation.tooLong',
      password: 'validation.tooLong',
    });
  });

  it('requires a password to add a user but lets an edit keep the current one', () => {
    expect(messages(true, { ...filled, password: '' })).toEqual({ password: 'validation.required' });
    expect(messages(false, { ...filled, password: '' })).toEqual({});
  });
});

describe('updatePayload', () => {
  const values = userFormSchema(false).parse({ ...filled, password: '' });

  it('lets an admin send every field, leaving out an empty password', () => {
    const payload = updatePayload(values, true);
    expect(payload).toMatchObject({
      name: 'Bia Souza',
      email: 'bia@empresa.com',
      profile: 'user',
      farewellMessage: null,
    });
    expect(payload).not.toHaveProperty('password');
  });

  it('sends only name, password, language, theme and menu for a user editing themselves', () => {
    const payload = updatePayload({ ...values, password: 'nova-senha' }, false);
    expect(Object.keys(payload).sort()).toEqual(['defaultMenu', 'defaultTheme', 'language', 'name', 'password']);
    expect(ADMIN_ONLY_USER_FIELDS.some((field) => field in payload)).toBe(false);
  });
});
