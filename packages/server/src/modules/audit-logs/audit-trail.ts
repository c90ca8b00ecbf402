import type { Readable } from 'node:stream';
import type { AuditAction, AuditEntityType } from '@guiche/shared';
import type { DbOrTx } from '../../db/database.js';
import type { RequestAuth } from '../auth/auth.service.js';
import { usersReader } from '../users/index.js';
import { maskSecrets } from './audit-changes.js';
import { auditLogsRepository } from './audit-logs.repository.js';

/** Who acted: the caller as every authenticated request knows it (RequestAuth carries the address). */
export type AuditActor = Pick<RequestAuth, 'userId' | 'companyId' | 'super' | 'ip'>;

export interface AuditEntry {
  /** The company whose trail holds the entry; null: a platform-level entry (super administrators only). */
  companyId: number | null;
  action: AuditAction;
  entityType?: AuditEntityType;
  /** Which one it acted on; absent when the action names no single one. */
  entityId?: number | string;
  /** Field → { old, new }, or plain facts about the action; secrets are masked here, whatever the caller sends. */
  changes?: Record<string, unknown>;
}

/**
 * The audit trail (issue 40): who did what among administrative actions. Services receive it through their
 * constructor and record each action on the transaction that performs it, so an action and its entry commit together
 * (a rolled-back action leaves no entry, and no action goes unrecorded). Reads (exports, a super administrator
 * looking at another company) are recorded as they are served.
 *
 * The actor's name and e-mail are copied into the entry, so that it still says who acted once the user is gone.
 */
export class AuditTrail {
  constructor(private readonly now: () => Date = () => new Date()) {}

  /** Appends one entry on `tx` (the action's own transaction, or the pool for a read); answers its id. */
  async record(tx: DbOrTx, actor: AuditActor, entry: AuditEntry): Promise<number> {
    const user = await usersReader.findById(tx, actor.companyId, actor.userId);
    return auditLogsRepository.insert(tx, entry.companyId, {
      actorId: user ? actor.userId : null,
      actorName: user?.name ?? '',
      actorEmail: user?.email ?? '',
      actorCompanyId: actor.companyId,
      action: entry.action,
      entityType: entry.entityType ?? '',
      entityId: entry.entityId === undefined ? '' : String(entry.entityId),
      changes: maskSecrets(entry.changes ?? {}),
      ip: actor.ip ?? '',
      createdAt: this.now(),
    });
  }

  /**
   * An export about to be served: recorded, then handed back. A streamed export has begun reading its first rows when
   * it is built; should the entry fail, that stream is ended with the request, so no file goes out unrecorded.
   */
  async recordExport<T extends { stream: Readable }>(
    tx: DbOrTx,
    actor: AuditActor,
    entry: AuditEntry,
    exported: T,
  ): Promise<T> {
    try {
      await this.record(tx, actor, entry);
    } catch (error) {
      exported.stream.destroy();
      throw error;
    }
    return exported;
  }

  /**
   * A super administrator read another company's data (`resource`: what of it) through a route naming that company:
   * a platform-level entry naming the company. Reading one's own company is no such access and records nothing.
   */
  async companyAccessed(tx: DbOrTx, actor: AuditActor, companyId: number, resource: string): Promise<void> {
    if (!actor.super || companyId === actor.companyId) return;
    await this.record(tx, actor, {
      companyId: null,
      action: 'platform.companyAccessed',
      entityType: 'company',
      entityId: companyId,
      changes: { resource },
    });
  }
}
