import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { campaignShippings, contactConsents } from '../../db/schema/index.js';
import { call } from '../../test/http.js';
import { createTeam } from '../../test/team.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { waitFor } from '../../test/wait.js';
import { insertContact } from '../contacts/testing/fixtures.js';
import { NO_CONSENT_REASON } from './campaign-sender.js';
import {
  createList,
  enableCampaigns,
  getCampaign,
  noPauses,
  pairedSimulator,
  phoneOf,
  startCampaign,
} from './testing/campaign-support.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const SENDING_TIMEOUT_MS = 120_000;

describe('campaigns and LGPD consent', () => {
  it(
    'skip a recipient whose latest decision refused or withdrew consent while enableLGPD is on, and only then',
    async () => {
      const { company, adminToken } = await createTeam(t);
      const companyId = company.id;
      await enableCampaigns(t, adminToken);
      await noPauses(t, adminToken);
      const setLgpd = (data: 'enabled' | 'disabled') =>
        call(t.url, 'PUT', '/companySettings', { token: adminToken, body: { column: 'enableLGPD', data } });
      await setLgpd('enabled');
      const { db } = t.database;
      const decide = async (number: string, decisions: ('accepted' | 'refused' | 'withdrawn')[]) => {
        const contact = await insertContact(db, companyId, { number });
        for (const decision of decisions)
          await db.insert(contactConsents).values({ companyId, contactId: contact.id, decision });
      };
      await decide('5511950001001', ['accepted', 'withdrawn']);
      await decide('5511950001002', ['refused', 'accepted']);
      // Stored without the ninth digit: the list's 5511960001004 is the same person.
      await decide('551160001004', ['refused']);
      const people: [string, string][] = [
        ['Ana', '5511950001001'],
        ['Bia', '5511950001002'],
        ['Caio', '5511950001003'],
        ['Dani', '5511960001004'],
      ];
      const list = await createList(t, adminToken);
      for (const [name, number] of people)
        await call(t.url, 'POST', '/contact-list-items', {
          token: adminToken,
          body: { name, number, contactListId: list.id },
        });
      const whatsappId = await pairedSimulator(t, adminToken);
      const run = async () => {
        const campaign = await startCampaign(t, adminToken, {
          contactListId: list.id,
          whatsappIds: [whatsappId],
          messages: ['Oi {nome}'],
        });
        await waitFor(
          () => getCampaign(t, adminToken, campaign.id),
          (c) => c.status === 'FINALIZADA',
          30_000,
        );
        return db
          .select({
            number: campaignShippings.number,
            status: campaignShippings.status,
            reason: campaignShippings.failedReason,
          })
          .from(campaignShippings)
          .where(and(eq(campaignShippings.companyId, companyId), eq(campaignShippings.campaignId, campaign.id)));
      };
      const sent = (number: string) =>
        phoneOf(t, adminToken, whatsappId, number).then((lines) => lines.filter((line) => line.direction === 'out'));

      const withConsent = await run();
      expect(Object.fromEntries(withConsent.map((row) => [row.number, [row.status, row.reason]]))).toEqual({
        '5511950001001': ['failed', NO_CONSENT_REASON],
        '5511950001002': ['sent', null],
        '5511950001003': ['sent', null],
        '5511960001004': ['failed', NO_CONSENT_REASON],
      });
      expect(await sent('5511950001001')).toEqual([]);
      expect(await sent('5511960001004')).toEqual([]);
      expect(await sent('5511950001002')).toHaveLength(1);

      // The company no longer asks for consent: the same people are written to again.
      await setLgpd('disabled');
      const without = await run();
      expect(without.map((row) => row.status)).toEqual(['sent', 'sent', 'sent', 'sent']);
      expect(await sent('5511950001001')).toHaveLength(1);
    },
    SENDING_TIMEOUT_MS,
  );
});
