import { can } from '@guiche/shared';
import { useCurrentUser } from '../auth/sessionContext';

/**
 * Issue 39: only admins and supervisors create, change, send and delete campaigns and their contact lists (the
 * server refuses anyone else); the others see the same screens read-only.
 */
export function useManagesCampaigns(): boolean {
  return can(useCurrentUser(), 'campaigns:manage');
}
