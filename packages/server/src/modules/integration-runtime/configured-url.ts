import { AppError } from '../../http/app-error.js';
import { EgressRefused, type EgressGuard } from '../../net/egress-guard.js';

/**
 * Save-time check of a URL a tenant admin typed (a webhook, Typebot or AI base URL, a service account's token_uri):
 * one the server would refuse to call answers 400 ERR_URL_NOT_ALLOWED naming the field, instead of a row that can
 * only fail later. The call itself is checked again when it is made (the host may resolve elsewhere by then).
 */
export async function assertConfiguredUrl(
  egress: EgressGuard,
  field: string,
  url: string | null | undefined,
): Promise<void> {
  if (!url?.trim()) return;
  try {
    await egress.assertCallable(url.trim());
  } catch (error) {
    if (error instanceof EgressRefused)
      throw new AppError('ERR_URL_NOT_ALLOWED', { message: `${field}: ${error.message}` });
    throw error;
  }
}

/** The token_uri of a service-account JSON, when the text is one (anything else is the Dialogflow call's to refuse). */
export function tokenUriOf(jsonContent: string | null | undefined): string | undefined {
  if (!jsonContent?.trim()) return undefined;
  try {
    const parsed: unknown = JSON.parse(jsonContent);
    if (parsed && typeof parsed === 'object' && 'token_uri' in parsed && typeof parsed.token_uri === 'string')
      return parsed.token_uri;
  } catch {
    // Not JSON: the Dialogflow call reports it.
  }
  return undefined;
}
