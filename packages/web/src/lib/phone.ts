import { displayPhone, phoneRegionFor } from '@guiche/shared';
import { i18n } from '../i18n';

/**
 * A stored number (E.164 digits) as people read it, by the shared phones module: national when it is of the
 * interface language's region ('(11) 91234-5678' in Portuguese), international otherwise ('+1 415 555 0123').
 * Anything that is no phone (a group's id, a masked number) is shown as it is. Components call it while rendering,
 * and re-render on a language change.
 */
export function formatPhoneNumber(stored: string, language: string = i18n.language): string {
  return displayPhone(stored, phoneRegionFor(language));
}
