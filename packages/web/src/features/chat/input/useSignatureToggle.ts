import { useState } from 'react';
import { useCompanySettings } from '../../settings/useCompanySettings';
import { readStored, writeStored } from '../../../lib/storage';

/**
 * The signature toggle (spec 1 §2): offered only while the company's sendSignMessage setting is enabled; the
 * attendant's choice is kept in the browser (`sendSignMessage` key), on unless they turned it off.
 */
export function useSignatureToggle() {
  const settings = useCompanySettings();
  const allowed = settings.data?.some((entry) => entry.key === 'sendSignMessage' && entry.value === 'enabled') ?? false;
  const [on, setOn] = useState(() => readStored('sendSignMessage') !== 'false');
  const toggle = () => {
    writeStored('sendSignMessage', String(!on));
    setOn(!on);
  };
  return { allowed, on: allowed && on, toggle };
}
