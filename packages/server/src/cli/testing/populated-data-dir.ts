import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import type { ScheduleView } from '@guiche/shared';
import { PGLITE_EXTENSIONS, openDatabase } from '../../db/database.js';
import { contactTags, messages, tags, ticketTags } from '../../db/schema/index.js';
import { insertContact, insertTicket } from '../../modules/contacts/testing/fixtures.js';
import { resolveInstanceSecrets } from '../../security/instance-secrets.js';
import { TenantStorage } from '../../storage/tenant-storage.js';
import { call } from '../../test/http.js';
import { createTeam } from '../../test/team.js';
import { startTestApp } from '../../test/test-app.js';

/** A 1×1 PNG: the media file a message refers to. */
export const MEDIA_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

export interface PopulatedDataDir {
  dataDir: string;
  companyId: number;
  scheduleId: number;
  /** The upload a message refers to, present under uploads/. */
  mediaKey: string;
  /** A key a message refers to whose file is gone. */
  missingKey: string;
}

/**
 * A data folder as a server on the embedded database leaves it: the test run's migrated snapshot unpacked into
 * DATA_DIR/pglite, the instance secrets a server started without JWT_SECRET keeps there, a company with users,
 * contacts, a ticket with tags, messages with media (one whose file is missing), and a scheduled message whose
 * pg-boss job waits in the queue. The server has stopped when it returns.
 */
export async function populatedDataDir(): Promise<PopulatedDataDir> {
  const dataDir = mkdtempSync(join(tmpdir(), 'guiche-data-ops-'));
  const pglite = await PGlite.create(join(dataDir, 'pglite'), {
    loadDataDir: new Blob([readFileSync(inject('pgliteSnapshot'))]),
    extensions: PGLITE_EXTENSIONS,
  });
  try {
    const database = await openDatabase({ pglite });
    // As a server started without JWT_SECRET and ENCRYPTION_KEY does: it keeps generated ones in the database.
    await resolveInstanceSecrets(database.db, { jwtSecret: undefined, encryptionKey: undefined, dataDir });
    const t = await startTestApp({ database });
    try {
      const db = database.db;
      const team = await createTeam(t);
      const companyId = team.company.id;
      const contact = await insertContact(db, companyId, { name: 'Carla Souza', number: '5511987654321' });
      await insertContact(db, companyId, { name: 'Bruno Lima' });
      const ticket = await insertTicket(db, companyId, contact.id, { userId: team.attendant.id });
      const [tag] = await db.insert(tags).values({ companyId, name: 'VIP', color: '#ff0000' }).returning();
      if (!tag) throw new Error('tag insert failed');
      await db.insert(contactTags).values({ companyId, contactId: contact.id, tagId: tag.id });
      await db.insert(ticketTags).values({ companyId, ticketId: ticket.id, tagId: tag.id });

      const mediaKey = await new TenantStorage(join(dataDir, 'uploads')).save(
        companyId,
        'messages',
        'png',
        MEDIA_BYTES,
      );
      const missingKey = `company-${companyId}/messages/${randomUUID()}.jpg`;
      const message = { companyId, ticketId: ticket.id, contactId: contact.id, remoteJid: contact.number };
      await db.insert(messages).values([
        { ...message, wid: `W-${randomUUID()}`, body: 'Olá, tudo bem? Ação às 10h — “aspas” e emoji 🎉' },
        {
          ...message,
          wid: `W-${randomUUID()}`,
          body: '',
          mediaType: 'image',
          mediaUrl: mediaKey,
          dataJson: { nested: { list: [1, 2.5, 'três'] } },
        },
        { ...message, wid: `W-${randomUUID()}`, body: '', mediaType: 'image', mediaUrl: missingKey },
      ]);

      const sendAt = new Date(Date.now() + 2 * 3_600_000).toISOString();
      const schedule = await call<ScheduleView>(t.url, 'POST', '/schedules', {
        token: team.attendantToken,
        body: { body: 'Lembrete da consulta', contactId: contact.id, sendAt },
      });
      if (schedule.status !== 201) throw new Error(`schedule: ${schedule.status} ${JSON.stringify(schedule.body)}`);
      return { dataDir, companyId, scheduleId: schedule.body.id, mediaKey, missingKey };
    } finally {
      await t.close();
    }
  } finally {
    await pglite.close();
  }
}
