import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import type { LoginRequest } from '@guiche/shared';
import type { LoginErrors, LoginField } from './loginValidation';

const loadValidation = () => import('./loginValidation');

/**
 * The login form's state without react-hook-form, which cost the login page 15 KB gzipped (scripts/bundle-size.mjs)
 * for two fields; every other form uses it. It behaves the same way: uncontrolled inputs, the shared schema checked
 * on submit (loaded on demand: the page shows before zod arrives) and, once submitted, again as the user types; the
 * first invalid field focused; isSubmitting while validating and submitting; setError for the server's field issues.
 */
export function useLoginForm() {
  const inputs = useRef(new Map<LoginField, HTMLInputElement>());
  const submitted = useRef(false);
  const [errors, setErrors] = useState<LoginErrors>({});
  const [isSubmitting, setSubmitting] = useState(false);

  // Fetched once the page shows, while the user types, so that submitting waits for nothing.
  useEffect(() => {
    void loadValidation();
  }, []);

  const validate = useCallback(async () => {
    const { validateLogin } = await loadValidation();
    const value = (field: LoginField) => inputs.current.get(field)?.value ?? '';
    return validateLogin({ email: value('email'), password: value('password') });
  }, []);

  const register = useCallback(
    (field: LoginField) => ({
      name: field,
      ref: (input: HTMLInputElement | null) => {
        if (input) inputs.current.set(field, input);
        else inputs.current.delete(field);
      },
      // After a submit the changed field is checked again, so its message goes as soon as it is right.
      onChange: () => {
        if (!submitted.current) return;
        void validate().then(({ errors: found }) => setErrors((current) => ({ ...current, [field]: found[field] })));
      },
    }),
    [validate],
  );

  /** Like react-hook-form's: the form's submit handler, which calls onValid with the checked credentials. */
  const handleSubmit = useCallback(
    (onValid: (credentials: LoginRequest) => Promise<void>) => async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      submitted.current = true;
      setSubmitting(true);
      try {
        const { credentials, errors: found } = await validate();
        setErrors(found);
        if (credentials) await onValid(credentials);
        else inputs.current.get(found.email ? 'email' : 'password')?.focus();
      } finally {
        setSubmitting(false);
      }
    },
    [validate],
  );

  const setError = useCallback(
    (field: LoginField, message: string) => setErrors((current) => ({ ...current, [field]: message })),
    [],
  );

  return { register, handleSubmit, setError, errors, isSubmitting };
}
