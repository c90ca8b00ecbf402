import { describe, expect, it } from 'vitest';
import type { CampaignView } from '@guiche/shared';
import { campaignFixture } from './testing/campaignFixture';
import {
  campaignDialogSchema,
  campaignValuesOf,
  dialogFieldOf,
  NEW_CAMPAIGN_VALUES,
  type CampaignDialogValues,
} from './campaignForm';

const campaign = (extra: Partial<CampaignView> = {}): CampaignView =>
  campaignFixture({
    id: 7,
    name: 'Black Friday',
    confirmation: true,
    contactListId: 3,
    contactList: { id: 3, name: 'Clientes' },
    whatsappId: '4,9',
    whatsapp: { id: 4, name: 'Loja' },
    whatsapps: [
      { id: 4, name: 'Loja' },
      { id: 9, name: 'Matriz' },
    ],
    scheduledAt: '2026-12-01T13:30:00.000Z',
    message1: 'Oi {nome}',
    message3: 'Olá {nome}',
    confirmationMessage1: 'Posso enviar?',
    ...extra,
  });

const valid = (extra: Partial<CampaignDialogValues> = {}): CampaignDialogValues => ({
  ...NEW_CAMPAIGN_VALUES,
  name: 'Natal',
  message1: 'Feliz Natal, {nome}!',
  ...extra,
});

describe('campaign dialog form', () => {
  it('sends empty fields as null, the connections comma-joined and the time with the browser offset', () => {
    const parsed = campaignDialogSchema.parse(
      valid({ whatsappIds: [4, 9], contactListId: 3, scheduledAt: '2026-12-01T10:30:00', message2: '  ' }),
    );
    expect(parsed).toMatchObject({
      name: 'Natal',
      whatsappId: '4,9',
      contactListId: 3,
      tagListId: null,
      message2: null,
      confirmationMessage1: null,
    });
    expect(new Date(parsed.scheduledAt ?? '').getTime()).toBe(new Date(2026, 11, 1, 10, 30, 0).getTime());
    expect(campaignDialogSchema.parse(valid())).toMatchObject({
      whatsappId: null,
      scheduledAt: null,
      contactListId: null,
    });
  });

  it('keeps one source of recipients and drops confirmation texts when confirmation is off', () => {
    expect(campaignDialogSchema.parse(valid({ contactListId: 3, tagListId: 5 }))).toMatchObject({
      contactListId: 3,
      tagListId: null,
    });
    expect(campaignDialogSchema.parse(valid({ tagListId: 5 }))).toMatchObject({ contactListId: null, tagListId: 5 });
    expect(campaignDialogSchema.parse(valid({ confirmationMessage1: 'Posso?' }))).toMatchObject({
      confirmation: false,
      confirmationMessage1: null,
    });
  });

  it('refuses a short name, no message, a confirmation campaign without its question, and an unreachable schedule', () => {
    const issues = (values: CampaignDialogValues) =>
      campaignDialogSchema.safeParse(values).error?.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`) ??
      [];
    expect(issues(valid({ name: 'A' }))).toEqual(['name:validation.tooShort']);
    expect(issues(valid({ message1: '' }))).toEqual(['message1:campaigns.validation.messageRequired']);
    expect(issues(valid({ confirmation: true }))).toEqual([
      'confirmationMessage1:campaigns.validation.confirmationRequired',
    ]);
    expect(issues(valid({ scheduledAt: '2026-12-01T10:30' }))).toEqual([
      'whatsappIds:campaigns.validation.connectionRequired',
      'contactListId:campaigns.validation.recipientsRequired',
    ]);
  });

  it('reads a saved campaign back into the fields', () => {
    const values = campaignValuesOf(campaign());
    expect(values).toMatchObject({
      name: 'Black Friday',
      confirmation: true,
      contactListId: 3,
      tagListId: '',
      whatsappIds: [4, 9],
      message1: 'Oi {nome}',
      message2: '',
      message3: 'Olá {nome}',
      confirmationMessage1: 'Posso enviar?',
    });
    expect(new Date(values.scheduledAt).toISOString()).toBe('2026-12-01T13:30:00.000Z');
    expect(campaignValuesOf(campaign({ scheduledAt: null, whatsappId: null })).scheduledAt).toBe('');
  });

  it('names the field of a server issue', () => {
    expect(dialogFieldOf('whatsappId')).toBe('whatsappIds');
    expect(dialogFieldOf('contactListId')).toBe('contactListId');
    expect(dialogFieldOf('status')).toBeNull();
  });
});
