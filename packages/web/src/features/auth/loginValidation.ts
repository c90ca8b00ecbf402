import { loginRequestSchema, type LoginRequest } from '@guiche/shared';

export type LoginField = keyof LoginRequest;
export type LoginErrors = Partial<Record<LoginField, string>>;

export type LoginValidation =
  { credentials: LoginRequest; errors: LoginErrors } | { credentials: null; errors: LoginErrors };

function isLoginField(key: PropertyKey | undefined): key is LoginField {
  return key === 'email' || key === 'password';
}

/**
 * The login form checked against the shared schema: the credentials as the schema outputs them (the email trimmed
 * and lower-cased), or the first message of each invalid field. Its own chunk, which useLoginForm loads on demand:
 * zod is no part of the login page's first load.
 */
export function validateLogin(values: LoginRequest): LoginValidation {
  const result = loginRequestSchema.safeParse(values);
  if (result.success) return { credentials: result.data, errors: {} };
  const errors: LoginErrors = {};
  for (const { path, message } of result.error.issues) {
    const field = path[0];
    if (isLoginField(field)) errors[field] ??= message;
  }
  return { credentials: null, errors };
}
