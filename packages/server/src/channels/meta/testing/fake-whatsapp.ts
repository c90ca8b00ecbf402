import { isRecord, numberAt, recordAt, stringAt, type JsonRecord } from '../json-read.js';
import { HOUR_MS, MEDIA_URL_TTL_MS, type FakeGraphState } from './fake-state.js';
import type { FakeRequest } from './fake-request.js';
import { invalidParameter, reengagementRequired, type FakeAnswer } from './graph-answers.js';

const MEDIA_TYPES = new Set(['image', 'audio', 'video', 'document', 'sticker']);
const CAPTIONED = new Set(['image', 'video', 'document']);

/** Checks one media object: uploaded id of this number xor hosted link, and the per-type optional fields. */
function mediaProblem(state: FakeGraphState, phoneId: string, type: string, media: JsonRecord): string | undefined {
  const id = stringAt(media, 'id');
  if ((id === undefined) === (stringAt(media, 'link') === undefined)) return `${type} needs exactly one of id or link`;
  if (id !== undefined && state.media.get(id)?.owner !== phoneId) return `${type}.id is not media of this number`;
  const caption = stringAt(media, 'caption');
  if (caption !== undefined && (!CAPTIONED.has(type) || caption.length > 1024)) return `${type}.caption not allowed`;
  if (media.filename !== undefined && type !== 'document') return 'filename is for documents only';
  if (media.voice !== undefined && type !== 'audio') return 'voice is for audio only';
  return undefined;
}

function contactsProblem(contacts: unknown): string | undefined {
  if (!Array.isArray(contacts) || contacts.length === 0) return 'contacts must be a non-empty array';
  for (const contact of contacts) {
    const name = recordAt(contact, 'name');
    const parts = ['first_name', 'last_name', 'middle_name', 'suffix', 'prefix'].filter((key) => stringAt(name, key));
    if (!stringAt(name, 'formatted_name') || parts.length === 0)
      return 'contact name needs formatted_name and one more part';
  }
  return undefined;
}

/** Shape rules of `POST /{phone-number-id}/messages` (Meta's send-messages reference), one message type at a time. */
function messageProblem(state: FakeGraphState, phoneId: string, body: JsonRecord): string | undefined {
  const type = stringAt(body, 'type') ?? 'text';
  const object = body[type];
  if (!stringAt(body, 'to')) return 'to is required';
  if (body.context !== undefined && !stringAt(recordAt(body, 'context'), 'message_id')) return 'context.message_id';
  if (type !== 'contacts' && !isRecord(object)) return `${type} object is required`;
  if (MEDIA_TYPES.has(type)) return mediaProblem(state, phoneId, type, object as JsonRecord);
  switch (type) {
    case 'text': {
      const text = stringAt(object, 'body');
      return text && text.length <= 4096 ? undefined : 'text.body must have 1 to 4096 characters';
    }
    case 'reaction':
      // emoji must be present; '' removes the reaction.
      return stringAt(object, 'message_id') && typeof (object as JsonRecord).emoji === 'string'
        ? undefined
        : 'reaction';
    case 'location':
      return numberAt(object, 'latitude') !== undefined && numberAt(object, 'longitude') !== undefined
        ? undefined
        : 'location';
    case 'contacts':
      return contactsProblem(object);
    case 'template':
      return stringAt(object, 'name') && stringAt(recordAt(object, 'language'), 'code') ? undefined : 'template';
    case 'interactive':
      return undefined;
    default:
      return `unknown type ${type}`;
  }
}

/** `POST /{ver}/{phone-number-id}/messages`: sends and mark-as-read. */
export function whatsappMessages(state: FakeGraphState, phoneId: string, request: FakeRequest): FakeAnswer {
  const body = request.json;
  if (!isRecord(body) || body.messaging_product !== 'whatsapp')
    return invalidParameter('messaging_product must be whatsapp');
  if (body.status === 'read') {
    return stringAt(body, 'message_id') ? { status: 200, body: { success: true } } : invalidParameter('message_id');
  }
  const problem = messageProblem(state, phoneId, body);
  if (problem) return invalidParameter(problem);
  const waId = (stringAt(body, 'to') ?? '').replace(/\D/g, '');
  const since = state.sinceUserMessage(phoneId, waId);
  if (body.type !== 'template' && (since === undefined || since > 24 * HOUR_MS)) return reengagementRequired();
  const id = `wamid.${Buffer.from(`fake-${phoneId}-${state.nextId()}`).toString('base64')}`;
  return {
    status: 200,
    body: {
      messaging_product: 'whatsapp',
      contacts: [{ input: stringAt(body, 'to'), wa_id: waId }],
      messages: [{ id }],
    },
  };
}

/** `POST /{ver}/{phone-number-id}/media`: multipart `file`, `type`, `messaging_product`. */
export async function whatsappUpload(
  state: FakeGraphState,
  phoneId: string,
  request: FakeRequest,
): Promise<FakeAnswer> {
  const file = request.form?.get('file');
  const type = request.form?.get('type');
  if (request.form?.get('messaging_product') !== 'whatsapp')
    return invalidParameter('messaging_product must be whatsapp');
  if (!(file instanceof File) || typeof type !== 'string') return invalidParameter('file and type are required');
  const media = state.storeMedia(phoneId, Buffer.from(await file.arrayBuffer()), type);
  return { status: 200, body: { id: media.id } };
}

/** `GET /{ver}/{media-id}`: a fresh URL back to this fake, valid for 5 minutes. */
export function whatsappMediaInfo(
  state: FakeGraphState,
  mediaId: string,
  request: FakeRequest,
  baseUrl: string,
): FakeAnswer {
  const media = state.media.get(mediaId);
  const phoneId = request.query.get('phone_number_id');
  if (!media || (phoneId !== null && phoneId !== media.owner))
    return invalidParameter(`media ${mediaId} not of this number`);
  const expiresAt = state.now() + MEDIA_URL_TTL_MS;
  const url = `${baseUrl}/media-files/${media.id}?exp=${expiresAt}&sig=${state.mediaUrlSignature(media.id, expiresAt)}`;
  return {
    status: 200,
    body: {
      url,
      mime_type: media.mime,
      sha256: media.sha256,
      file_size: media.bytes.length,
      id: media.id,
      messaging_product: 'whatsapp',
    },
  };
}
