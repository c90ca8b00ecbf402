import { useTranslation } from 'react-i18next';
import { phoneRegionFor, type PhoneRegion } from '@guiche/shared';

/** The region numbers are typed and shown in: the interface language's (phones.ts: Mexico for Spanish, else Brazil). */
export function usePhoneRegion(): PhoneRegion {
  const { i18n } = useTranslation();
  return phoneRegionFor(i18n.language);
}
