import { isRecord, recordAt, stringAt, type JsonRecord } from '../json-read.js';
import { HOUR_MS, type FakeGraphState, type FakeProfile } from './fake-state.js';
import type { FakeRequest } from './fake-request.js';
import {
  graphError,
  invalidParameter,
  noMatchingUser,
  outsideAllowedWindow,
  type FakeAnswer,
} from './graph-answers.js';

const SENDER_ACTIONS = new Set(['typing_on', 'typing_off', 'mark_seen', 'react', 'unreact']);
const MESSAGING_TYPES = new Set(['RESPONSE', 'UPDATE', 'MESSAGE_TAG']);
const ATTACHMENT_TYPES = new Set(['image', 'audio', 'video', 'file', 'template']);

/** JSON bodies arrive as objects; multipart ones carry each top-level field as a JSON (or plain) string. */
function fieldsOf(request: FakeRequest): JsonRecord | undefined {
  if (isRecord(request.json)) return request.json;
  if (!request.form) return undefined;
  const fields: JsonRecord = {};
  for (const [key, value] of request.form.entries()) {
    if (typeof value !== 'string') continue;
    try {
      fields[key] = JSON.parse(value) as unknown;
    } catch {
      fields[key] = value;
    }
  }
  return fields;
}

/** `message` must hold text xor an attachment whose payload is a URL, a saved attachment id, or the uploaded file. */
function messageProblem(message: JsonRecord | undefined, request: FakeRequest): string | undefined {
  if (!message) return 'message or sender_action is required';
  const attachment = recordAt(message, 'attachment');
  if ((stringAt(message, 'text') === undefined) === (attachment === undefined))
    return 'message needs text xor attachment';
  if (!attachment) return undefined;
  if (!ATTACHMENT_TYPES.has(stringAt(attachment, 'type') ?? '')) return 'attachment.type';
  const payload = recordAt(attachment, 'payload');
  const uploaded = request.form?.get('filedata') instanceof File;
  if (stringAt(payload, 'url') || stringAt(payload, 'attachment_id') || uploaded) return undefined;
  return 'attachment needs url, attachment_id or filedata';
}

/**
 * Standard messaging window: RESPONSE/UPDATE within 24 h of the user's last message; MESSAGE_TAG + HUMAN_AGENT up to
 * 7 days; nothing after that. A user who never wrote is unknown to the Page.
 */
function windowProblem(
  state: FakeGraphState,
  pageId: string,
  userId: string,
  fields: JsonRecord,
): FakeAnswer | undefined {
  const since = state.sinceUserMessage(pageId, userId);
  if (since === undefined) return noMatchingUser();
  const humanAgent = fields.messaging_type === 'MESSAGE_TAG' && fields.tag === 'HUMAN_AGENT';
  const limit = humanAgent ? 7 * 24 * HOUR_MS : 24 * HOUR_MS;
  if (fields.messaging_type === 'MESSAGE_TAG' && !humanAgent)
    return invalidParameter('only the HUMAN_AGENT tag is simulated');
  return since > limit ? outsideAllowedWindow() : undefined;
}

/** `POST /{ver}/{page-or-ig-id}/messages`: messages (JSON or multipart with `filedata`) and sender actions. */
export function pageMessages(state: FakeGraphState, pageId: string, request: FakeRequest): FakeAnswer {
  const fields = fieldsOf(request);
  const userId = stringAt(recordAt(fields, 'recipient'), 'id');
  if (!fields || !userId) return invalidParameter('recipient.id is required');
  const action = stringAt(fields, 'sender_action');
  if (action !== undefined) {
    if (!SENDER_ACTIONS.has(action)) return invalidParameter(`sender_action ${action}`);
    const payload = recordAt(fields, 'payload');
    const needsTarget = action === 'react' || action === 'unreact';
    if (needsTarget && !stringAt(payload, 'message_id')) return invalidParameter('payload.message_id');
    if (action === 'react' && !stringAt(payload, 'reaction')) return invalidParameter('payload.reaction');
    return { status: 200, body: { recipient_id: userId } };
  }
  if (!MESSAGING_TYPES.has(stringAt(fields, 'messaging_type') ?? '')) return invalidParameter('messaging_type');
  if (fields.messaging_type === 'MESSAGE_TAG' && !stringAt(fields, 'tag'))
    return invalidParameter('MESSAGE_TAG needs a tag');
  const problem = messageProblem(recordAt(fields, 'message'), request);
  if (problem) return invalidParameter(problem);
  const refused = windowProblem(state, pageId, userId, fields);
  if (refused) return refused;
  return { status: 200, body: { recipient_id: userId, message_id: `m_fake_${pageId}_${state.nextId()}` } };
}

/** The fields each User Profile API has (Messenger's PSID node, Instagram's IGSID node). */
const PROFILE_FIELDS = {
  facebook: new Set(['id', 'name', 'first_name', 'last_name', 'profile_pic', 'locale', 'timezone', 'gender']),
  instagram: new Set([
    'id',
    'name',
    'username',
    'profile_pic',
    'follower_count',
    'is_verified_user',
    'is_user_follow_business',
    'is_business_follow_user',
  ]),
};

/**
 * `GET /{ver}/{psid-or-igsid}?fields=…`: the User Profile API for customers the test registered. Answers the
 * requested fields only (Graph's default is `id` alone); a field the id's API does not have is refused.
 */
export function userProfile(state: FakeGraphState, userId: string, request: FakeRequest): FakeAnswer {
  const profile = state.profiles.get(userId);
  if (!profile) return invalidParameter(`no profile for ${userId}`);
  const fields = (request.query.get('fields') ?? 'id').split(',').map((field) => field.trim());
  const known = profile.kind ? PROFILE_FIELDS[profile.kind] : undefined;
  const unknown = known ? fields.find((field) => !known.has(field)) : undefined;
  if (unknown) return graphError(400, 100, `(#100) Tried accessing nonexisting field (${unknown}) on node type (User)`);
  const body: Record<string, unknown> = { id: userId };
  for (const field of fields) {
    const value = profile[field as keyof Omit<FakeProfile, 'kind'>];
    if (field !== 'id' && field !== 'kind' && value !== undefined) body[field] = value;
  }
  return { status: 200, body };
}
