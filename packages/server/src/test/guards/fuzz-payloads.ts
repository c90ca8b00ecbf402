/**
 * The fuzz guard's typed garbage: a fixed, deterministic set, so a failure reproduces and the run stays seconds long.
 * Each request is described as Fastify's inject takes it.
 */
export interface FuzzRequest {
  /** Short label for the failure report. */
  label: string;
  url: string;
  headers?: Record<string, string>;
  payload?: string;
}

/** Garbage for a path parameter, already encoded for a URL. */
export const PARAM_VALUES = [
  'abc',
  '-1',
  '1.5',
  '2147483648',
  '1e308',
  '..%2F..%2Fetc%2Fpasswd',
  'a%00b',
  '%ED%A0%80',
  'x'.repeat(3000),
];

/** A value of the right shape that names nothing that exists, per parameter name. */
export function saneParam(param: string): string {
  switch (param) {
    case 'number':
      return '5511999999999';
    case 'uuid':
      return '6f1c1b7e-0000-4000-8000-000000000000';
    case 'key':
      return 'userCreation';
    case '*':
      return 'company-1/messages/00000000-0000-4000-8000-000000000000.png';
    default:
      return '2147483647';
  }
}

/** Query keys the routes read; each fuzzed query sets them all. */
const QUERY_KEYS = [
  'pageNumber',
  'searchParam',
  'companyId',
  'status',
  'queueIds',
  'tags',
  'users',
  'whatsapps',
  'whatsappIds',
  'date',
  'updatedAt',
  'cursor',
  'before',
  'limit',
  'offset',
  'kanban',
  'column',
  'contactId',
  'ticketId',
  'userId',
  'session',
  'showAll',
  'isGroup',
  'channel',
  'contactTag',
  'statusFilter',
  'userFilter',
  'selectedQueues',
  'withUnreadMessages',
  'hub.mode',
  'hub.verify_token',
  'hub.challenge',
];

const QUERY_VALUES = [
  '-1',
  '2147483648',
  '1e308',
  '%00',
  'abc',
  '%5B1%2C%22x%22%5D',
  '%5B',
  'x'.repeat(2000),
  '',
  '%ED%A0%80',
];

export function fuzzQueries(path: string): FuzzRequest[] {
  const queries = QUERY_VALUES.map((value, index) => ({
    label: `query #${index}`,
    url: `${path}?${QUERY_KEYS.map((key) => `${key}=${value}`).join('&')}`,
  }));
  // Repeated keys arrive as arrays where the routes expect scalars.
  queries.push({ label: 'query arrays', url: `${path}?${QUERY_KEYS.map((key) => `${key}=1&${key}=2`).join('&')}` });
  return queries;
}

/** Body field names the routes read; object bodies set them to garbage. */
const BODY_FIELDS = [
  'id',
  'name',
  'body',
  'email',
  'password',
  'contactId',
  'ticketId',
  'queueId',
  'userId',
  'whatsappId',
  'messageId',
  'tagId',
  'companyId',
  'parentId',
  'status',
  'queueIds',
  'tags',
  'chatbots',
  'options',
  'schedules',
  'note',
  'shortcode',
  'message',
  'sendAt',
  'vCard',
  'quotedMsgId',
  'quotedMsg',
  'read',
  'fromMe',
  'isPrivate',
  'text',
  'value',
  'column',
  'data',
  'active',
  'color',
  'number',
  'profile',
  'kanban',
  'categoryId',
  'amountUsedBotQueues',
  'orderQueue',
  'facebookUserId',
  'facebookUserToken',
  'channel',
  'token',
  'targetWid',
  'emoji',
  'state',
  'location',
  'contactName',
  'queueType',
  'optQueueId',
  'mediaUrl',
  'extraInfo',
  'geral',
  'whatsappIds',
  'signMessage',
  'accessToken',
  'providerAccountId',
  'weekdayEn',
  'startWork',
];

const BODY_VALUES: unknown[] = [
  -1,
  0,
  1.5,
  2147483648,
  -2147483649,
  1e308,
  'a\u0000b',
  '\uD800',
  'x'.repeat(20_000),
  '../../etc/passwd',
  [],
  [1, 'x', null],
  {},
  { id: 2147483648 },
  null,
  true,
];

const nested = (depth: number, open: string, close: string, leaf: string) =>
  `${open.repeat(depth)}${leaf}${close.repeat(depth)}`;

const json = (label: string, payload: string): FuzzRequest => ({
  label,
  url: '',
  headers: { 'content-type': 'application/json' },
  payload,
});

/** How many one-field bodies each route gets; the fields rotate over the routes. */
const SINGLE_FIELDS_PER_ROUTE = 6;

/** Bodies for the `routeIndex`th route; `url` is filled in by the caller. */
export function fuzzBodies(routeIndex: number): FuzzRequest[] {
  sharedCache ??= sharedBodies();
  return [...sharedCache, ...singleFieldBodies(routeIndex)];
}

let sharedCache: FuzzRequest[] | undefined;

function sharedBodies(): FuzzRequest[] {
  const bodies: FuzzRequest[] = [
    json('malformed json', '{"name": "x",'),
    json('empty json', ''),
    json('json array', '[]'),
    json('json string', '"x"'),
    json('json number', '1e308'),
    json('json null', 'null'),
    json('empty object', '{}'),
    json('nested arrays 5000', nested(5000, '[', ']', '1')),
    json('nested objects 5000', nested(5000, '{"options":[', ']}', '{}')),
    json('nested objects 40', nested(40, '{"a":', '}', '1')),
    json('nul key', '{"\\u0000": 1}'),
    json('proto key', '{"__proto__": {"x": 1}}'),
    { label: 'text body', url: '', headers: { 'content-type': 'text/plain' }, payload: 'hello' },
    { label: 'unknown content type', url: '', headers: { 'content-type': 'application/x-guard' }, payload: 'x' },
  ];
  BODY_VALUES.forEach((value, index) => {
    bodies.push(
      json(
        `all fields = value #${index}`,
        JSON.stringify(Object.fromEntries(BODY_FIELDS.map((field) => [field, value]))),
      ),
    );
  });
  return [...bodies, ...fuzzMultipart()];
}

/**
 * One field at a time reaches strict schemas too. Every route gets a different slice of the fields, each with a
 * value that moves on per route, so the whole run covers every field and value without every pair per route.
 */
function singleFieldBodies(routeIndex: number): FuzzRequest[] {
  return Array.from({ length: SINGLE_FIELDS_PER_ROUTE }, (_, offset) => {
    const fieldIndex = (routeIndex * SINGLE_FIELDS_PER_ROUTE + offset) % BODY_FIELDS.length;
    const valueIndex = (fieldIndex + routeIndex) % BODY_VALUES.length;
    const field = BODY_FIELDS[fieldIndex] as string;
    return json(`${field} = value #${valueIndex}`, JSON.stringify({ [field]: BODY_VALUES[valueIndex] }));
  });
}

const BOUNDARY = 'guard-boundary';
const multipartHeaders = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };
const filePart = (name: string, fileName: string, content: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="${fileName}"\r\nContent-Type: image/png\r\n\r\n${content}\r\n`;
const fieldPart = (name: string, value: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const PNG_START = '\x89PNG\r\n\x1a\n';

function fuzzMultipart(): FuzzRequest[] {
  return [
    { label: 'empty multipart', url: '', headers: multipartHeaders, payload: `--${BOUNDARY}--\r\n` },
    {
      label: 'truncated multipart',
      url: '',
      headers: multipartHeaders,
      payload: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="medias"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n${PNG_START}`,
    },
    { label: 'multipart without boundary', url: '', headers: { 'content-type': 'multipart/form-data' }, payload: 'x' },
    {
      label: 'malformed part header',
      url: '',
      headers: multipartHeaders,
      payload: `--${BOUNDARY}\r\nbroken header\r\n\r\nx\r\n--${BOUNDARY}--\r\n`,
    },
    {
      label: 'multipart with NUL',
      url: '',
      headers: multipartHeaders,
      payload: `${fieldPart('body', 'a\u0000b')}${fieldPart('caption', '\uD800')}${filePart('medias', 'a\u0000.png', PNG_START)}--${BOUNDARY}--\r\n`,
    },
    {
      label: 'multipart garbage fields',
      url: '',
      headers: multipartHeaders,
      payload: `${fieldPart('quotedMsgId', '2147483648')}${fieldPart('isPrivate', 'maybe')}${filePart('medias', '../../etc/passwd', 'x')}--${BOUNDARY}--\r\n`,
    },
  ];
}
