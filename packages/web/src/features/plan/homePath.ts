import type { SessionUser } from '@guiche/shared';
import { routeOf } from '../../app/routeCatalog';
import { decideAccess } from './routeAccess';

/** The tickets: the landing page after login (spec 1 §2), open to every user. */
const TICKETS_PATH = '/tickets';

/**
 * Where "home" is for a user: the dashboard (/) for those the route table lets open it, else the tickets. A refused
 * page's button and the no-permission redirect go there, so a plain user is never sent to a dashboard they cannot see.
 */
export function homePathOf(user: SessionUser): string {
  return decideAccess(routeOf('/'), user, undefined) === 'allowed' ? '/' : TICKETS_PATH;
}
