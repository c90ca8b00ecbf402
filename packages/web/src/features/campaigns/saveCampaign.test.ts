import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CampaignFormInput, CampaignView } from '@guiche/shared';
import * as campaignsApi from './campaignsApi';
import { saveCampaign } from './saveCampaign';
import { campaignFixture } from './testing/campaignFixture';

vi.mock('./campaignsApi', () => ({
  createCampaign: vi.fn(),
  updateCampaign: vi.fn(),
  uploadCampaignMedia: vi.fn(),
  removeCampaignMedia: vi.fn(),
}));

const api = vi.mocked(campaignsApi);
const payload = {
  name: 'Natal',
  confirmation: false,
  message1: 'Oi',
  whatsappId: '4',
  contactListId: 3,
  scheduledAt: '2026-12-01T10:00:00-03:00',
} as CampaignFormInput;
const file = new File(['x'], 'promo.png', { type: 'image/png' });

describe('saveCampaign', () => {
  const calls: string[] = [];
  beforeEach(() => {
    calls.length = 0;
    api.createCampaign.mockImplementation((input) => {
      calls.push(`create scheduledAt=${String(input.scheduledAt)}`);
      return Promise.resolve(campaignFixture({ id: 9 }));
    });
    api.updateCampaign.mockImplementation((id, input) => {
      calls.push(`update ${id} scheduledAt=${String(input.scheduledAt)}`);
      return Promise.resolve(campaignFixture({ id, status: 'PROGRAMADA' }));
    });
    api.uploadCampaignMedia.mockImplementation((id) => {
      calls.push(`upload ${id}`);
      return Promise.resolve(campaignFixture({ id, mediaName: 'promo.png' }));
    });
    api.removeCampaignMedia.mockImplementation((id) => {
      calls.push(`remove ${id}`);
      return Promise.resolve(campaignFixture({ id }));
    });
  });

  it('creates a campaign without a file in one call', async () => {
    await saveCampaign(payload, { kind: 'keep' }, null, () => undefined);
    expect(calls).toEqual(['create scheduledAt=2026-12-01T10:00:00-03:00']);
  });

  it('puts the file up while the campaign is a draft, and only then saves its time (which may start it)', async () => {
    const stored: CampaignView[] = [];
    await saveCampaign(payload, { kind: 'upload', file }, null, (record) => stored.push(record));
    expect(calls).toEqual(['create scheduledAt=null', 'upload 9', 'update 9 scheduledAt=2026-12-01T10:00:00-03:00']);
    // Each record written is handed back, so a retry after a failure edits the draft instead of adding another.
    expect(stored.map((record) => record.id)).toEqual([9, 9, 9]);
  });

  it('edits: the file change first, a removal only when there is a file', async () => {
    await saveCampaign(payload, { kind: 'remove' }, campaignFixture({ id: 5, mediaName: 'old.pdf' }), () => undefined);
    expect(calls).toEqual(['remove 5', 'update 5 scheduledAt=2026-12-01T10:00:00-03:00']);
    calls.length = 0;
    await saveCampaign(payload, { kind: 'remove' }, campaignFixture({ id: 5 }), () => undefined);
    expect(calls).toEqual(['update 5 scheduledAt=2026-12-01T10:00:00-03:00']);
  });
});
