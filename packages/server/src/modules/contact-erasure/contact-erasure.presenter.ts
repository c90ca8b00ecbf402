import {
  CONTACT_ERASURE_COUNT_KEYS,
  CONTACT_ERASURE_STATUSES,
  type ContactErasureCounts,
  type ContactErasureStatus,
  type ContactErasureView,
} from '@guiche/shared';
import type { ContactErasureRow } from './contact-erasure.repository.js';

const isStatus = (value: string): value is ContactErasureStatus =>
  (CONTACT_ERASURE_STATUSES as readonly string[]).includes(value);

/** An erasure as its routes answer it: progress and who asked; never the number's hash. */
export function presentErasure(row: ContactErasureRow): ContactErasureView {
  const counts = Object.fromEntries(
    CONTACT_ERASURE_COUNT_KEYS.map((key) => [key, Number(row.counts[key] ?? 0)]),
  ) as ContactErasureCounts;
  return {
    id: row.id,
    contactId: row.contactId,
    status: isStatus(row.status) ? row.status : 'pending',
    counts,
    requestedByName: row.requestedByName,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    blockedUntil: row.blockedUntil?.toISOString() ?? null,
  };
}
