import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GraphClient } from '../meta/graph-client.js';
import { FakeGraphServer } from '../meta/testing/fake-graph-server.js';
import { graphError } from '../meta/testing/graph-answers.js';
import { readUserProfile } from './user-profile.js';

const PAGE = { id: '104000000000009', token: 'EAAG-page-token' };
let fake: FakeGraphServer;
let graph: GraphClient;
beforeAll(async () => {
  fake = await FakeGraphServer.start();
  fake.addPage(PAGE.id, PAGE.token);
  graph = new GraphClient({ baseUrl: fake.baseUrl, accessToken: PAGE.token });
});
afterAll(() => fake.close());

describe('readUserProfile', () => {
  it('Messenger: first and last name joined, the picture address as Graph gives it', async () => {
    fake.addProfile('PSID-1', {
      kind: 'facebook',
      first_name: ' Ana ',
      last_name: 'Souza',
      profile_pic: 'https://lookaside.example/pic.jpg',
    });
    expect(await readUserProfile(graph, 'facebook', 'PSID-1')).toEqual({
      name: 'Ana Souza',
      pictureUrl: 'https://lookaside.example/pic.jpg',
    });
    fake.addProfile('PSID-2', { kind: 'facebook', first_name: 'Davi' });
    expect(await readUserProfile(graph, 'facebook', 'PSID-2')).toEqual({ name: 'Davi', pictureUrl: undefined });
  });

  it('Instagram: the profile name, else the username (the fake refuses Messenger-only fields for an IGSID)', async () => {
    fake.addProfile('IGSID-1', { kind: 'instagram', name: 'Bia Lima', username: 'bia.lima' });
    expect((await readUserProfile(graph, 'instagram', 'IGSID-1')).name).toBe('Bia Lima');
    fake.addProfile('IGSID-2', { kind: 'instagram', username: 'so.username' });
    expect(await readUserProfile(graph, 'instagram', 'IGSID-2')).toEqual({
      name: 'so.username',
      pictureUrl: undefined,
    });
  });

  it('refusals reject as final, Graph outages as retryable', async () => {
    await expect(readUserProfile(graph, 'facebook', 'PSID-unknown')).rejects.toMatchObject({
      name: 'ChannelError',
      retryable: false,
    });
    fake.failNext(graphError(500, 2, 'Service temporarily unavailable'));
    await expect(readUserProfile(graph, 'facebook', 'PSID-1')).rejects.toMatchObject({
      name: 'ChannelError',
      retryable: true,
    });
  });
});
