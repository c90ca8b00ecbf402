import { zodResolver } from '@hookform/resolvers/zod';
import { loginRequestSchema } from '@guiche/shared';

/** The login form's validator: the shared schema, in a chunk LoginPage loads after it shows (zod stays off its first load). */
export const loginResolver = zodResolver(loginRequestSchema);
