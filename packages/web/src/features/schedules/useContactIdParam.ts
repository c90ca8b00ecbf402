import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { contactIdParam } from './scheduleLink';

/**
 * `/schedules?contactId={id}` (spec 3 route table): hands the contact to `onContact` once, then takes the parameter off
 * the address, so a reload or going back does not open the dialog again.
 */
export function useContactIdParam(onContact: (contactId: number) => void): void {
  const [params, setParams] = useSearchParams();
  const contactId = contactIdParam(params);
  useEffect(() => {
    if (!params.has('contactId')) return;
    if (contactId !== null) onContact(contactId);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('contactId');
        return next;
      },
      { replace: true },
    );
  }, [params, contactId, onContact, setParams]);
}
