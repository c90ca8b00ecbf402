import { useCurrentUser } from '../auth/sessionContext';
import { ConsentHistory } from './ConsentHistory';
import { ExportContactData } from './ExportContactData';

/**
 * The contact drawer's LGPD part (issue 40): the consent history for whoever sees the contact, and the data export
 * for admins (the server refuses everyone else as well).
 */
export function ContactPrivacy({ contactId }: { contactId: number }) {
  const user = useCurrentUser();
  return (
    <>
      <ConsentHistory contactId={contactId} />
      {(user.profile === 'admin' || user.super) && <ExportContactData contactId={contactId} />}
    </>
  );
}
