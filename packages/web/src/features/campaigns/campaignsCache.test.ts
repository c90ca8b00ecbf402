import { describe, expect, it } from 'vitest';
import type { CampaignView } from '@guiche/shared';
import { campaignFixture } from './testing/campaignFixture';
import { applyCampaignEvent, campaignList, type CampaignPages } from './campaignsCache';

const campaignRows = campaignList.items;

const campaign = (id: number, status: CampaignView['status'] = 'EM_ANDAMENTO', delivered = 0): CampaignView =>
  campaignFixture({
    id,
    name: `Campanha ${id}`,
    status,
    stats: {
      valid: 2,
      delivered,
      confirmationRequested: 0,
      confirmed: 0,
      failed: 0,
      invalid: 0,
      pending: 2 - delivered,
    },
  });

const pages: CampaignPages = {
  pageParams: [1, 2],
  pages: [
    { records: [campaign(3), campaign(2)], count: 3, hasMore: true },
    // Row 2 slid onto the second page between the two loads.
    { records: [campaign(2), campaign(1)], count: 3, hasMore: false },
  ],
};

describe('campaigns cache', () => {
  it('lists each campaign once, in the server order', () => {
    expect(campaignRows(pages).map(({ id }) => id)).toEqual([3, 2, 1]);
    expect(campaignRows(undefined)).toEqual([]);
  });

  it('puts a live update (a send counted, a new state) into its row in place', () => {
    const applied = applyCampaignEvent(pages, { action: 'update', record: campaign(1, 'FINALIZADA', 2) });
    expect(applied.refetch).toBe(false);
    expect(campaignRows(applied.data).find(({ id }) => id === 1)).toMatchObject({
      status: 'FINALIZADA',
      stats: { delivered: 2 },
    });
  });

  it('drops a deleted campaign and counts one fewer; a new one asks for the list again', () => {
    const deleted = applyCampaignEvent(pages, { action: 'delete', id: 3 });
    expect(campaignRows(deleted.data).map(({ id }) => id)).toEqual([2, 1]);
    expect(deleted.data.pages[0]?.count).toBe(2);
    expect(applyCampaignEvent(pages, { action: 'delete', id: 99 }).data).toBe(pages);
    expect(applyCampaignEvent(pages, { action: 'create', record: campaign(4) })).toEqual({
      data: pages,
      refetch: true,
    });
  });
});
