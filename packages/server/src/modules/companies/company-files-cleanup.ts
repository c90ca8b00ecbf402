import type { DomainEvents } from '../../events/domain-events.js';
import type { TenantStorage } from '../../storage/tenant-storage.js';

/**
 * A deleted company takes its files with it: the rows went by cascade in the delete's transaction, and its folder of
 * uploads (avatars, media, announcements, campaign files...) goes once that has committed. Nothing is left on disk
 * that no row names and no signed link could ever be checked against.
 */
export function registerCompanyFilesCleanup(events: DomainEvents, storage: TenantStorage): void {
  events.on('company.deleted', ({ companyId }) => storage.removeCompany(companyId));
}
