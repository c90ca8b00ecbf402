import { isRecord, stringAt } from '../json-read.js';
import type { FakeGraphState } from './fake-state.js';
import type { FakeRequest } from './fake-request.js';
import { invalidParameter, invalidToken, type FakeAnswer } from './graph-answers.js';

/** A Page a fake Facebook user manages, with its page token and optionally an Instagram professional account. */
export interface FakePage {
  id: string;
  name: string;
  token: string;
  instagram?: { id: string; username: string } | undefined;
}

/** A Facebook user as the Facebook login gives it: a user token and the Pages it manages. */
export interface FakeUser {
  token: string;
  pages: FakePage[];
}

/**
 * `GET /{ver}/{user-id}/accounts` with the user token: the user's Pages with their tokens and, when asked for in
 * `fields`, the linked Instagram account; paged by `limit` and an `after` cursor as Graph pages.
 */
export function userAccounts(state: FakeGraphState, userId: string, request: FakeRequest): FakeAnswer {
  const user = state.users.get(userId);
  if (!user || request.bearer !== user.token) return invalidToken();
  const limit = Number(request.query.get('limit') ?? '25');
  if (!Number.isInteger(limit) || limit < 1) return invalidParameter('limit');
  const start = Number(request.query.get('after') ?? '0');
  const withInstagram = (request.query.get('fields') ?? '').includes('instagram_business_account');
  const data = user.pages.slice(start, start + limit).map((page) => ({
    id: page.id,
    name: page.name,
    access_token: page.token,
    category: 'Loja',
    tasks: ['MESSAGING', 'MODERATE'],
    ...(withInstagram && page.instagram
      ? { instagram_business_account: { id: page.instagram.id, username: page.instagram.username } }
      : {}),
  }));
  const end = start + data.length;
  const cursors = { before: String(start), after: String(end) };
  return {
    status: 200,
    body: {
      data,
      paging: {
        cursors,
        ...(end < user.pages.length ? { next: `https://graph.invalid/${userId}/accounts?after=${end}` } : {}),
      },
    },
  };
}

/** `POST /{ver}/{page-id}/subscribed_apps` with the page token and `subscribed_fields`. */
export function subscribeApp(state: FakeGraphState, pageId: string, request: FakeRequest): FakeAnswer {
  const page = [...state.users.values()].flatMap((user) => user.pages).find((candidate) => candidate.id === pageId);
  if (!page) return invalidParameter(`Object with ID '${pageId}' does not exist`);
  if (request.bearer !== page.token) return invalidToken();
  const fields =
    (isRecord(request.json) ? stringAt(request.json, 'subscribed_fields') : request.query.get('subscribed_fields')) ??
    '';
  if (!fields) return invalidParameter('subscribed_fields is required');
  state.subscriptions.set(pageId, fields.split(','));
  return { status: 200, body: { success: true } };
}
