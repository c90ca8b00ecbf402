import { describe, expect, it } from 'vitest';
// The server's own generator: the page is tested against the document the route serves, not a copy of it.
import {
  EXTERNAL_SEND_ERRORS,
  externalApiDocument,
} from '../../../../server/src/modules/external-api/external-api.openapi';
import { openApiDocumentSchema, referenceOf, type OperationView } from './openApiReference';

const view = referenceOf(openApiDocumentSchema.parse(externalApiDocument('https://atende.example.com/api', 120)));
const send = view.operations[0] as OperationView;
const body = (contentType: string) =>
  send.bodies.find((candidate) => candidate.contentType === contentType)?.fields ?? [];
const row = (fields: OperationView['bodies'][number]['fields'], name: string) =>
  fields.find((candidate) => candidate.name === name);

describe('the external API reference', () => {
  it('shows the one operation at the caller’s host, with its bearer token and rate', () => {
    expect(view.operations).toHaveLength(1);
    expect(send).toMatchObject({
      id: 'sendMessage',
      method: 'POST',
      path: '/messages/send',
      url: 'https://atende.example.com/api/messages/send',
    });
    expect(send.description).toContain('120 requests per minute');
    expect(send.auth).toEqual([
      { header: 'Authorization: Bearer <token>', description: expect.stringContaining('30 characters') },
    ]);
  });

  it('lists the JSON fields with their types, requirement, descriptions, patterns and limits', () => {
    const json = body('application/json');
    expect(json.map((field) => field.name)).toEqual(['number', 'body', 'userId', 'queueId', 'sendSignature']);
    expect(row(json, 'number')).toMatchObject({
      type: 'string',
      required: true,
      pattern: '^\\d{10,15}$',
      rules: ['maxLength: 30', 'example: "5511999999999"'],
    });
    expect(row(json, 'body')).toMatchObject({
      required: false,
      rules: ['maxLength: 4096', 'default: ""'],
      description: expect.stringContaining('caption'),
    });
    // A nullable id: both branches named, the integer's bounds kept.
    expect(row(json, 'userId')).toMatchObject({ type: 'integer | null', rules: ['minimum: 1', 'maximum: 2147483647'] });
    expect(row(json, 'sendSignature')?.type).toBe('boolean');
  });

  it('shows the multipart variant with its files and string-typed fields', () => {
    const multipart = body('multipart/form-data');
    expect(row(multipart, 'medias')).toMatchObject({ type: 'binary[]', required: true, rules: ['maxItems: 10'] });
    expect(row(multipart, 'sendSignature')?.type).toBe('"true" | "false"');
  });

  it('shows the Idempotency-Key header with its pattern', () => {
    expect(send.parameters).toEqual([
      expect.objectContaining({
        name: 'Idempotency-Key',
        location: 'header',
        required: false,
        pattern: '^[\\x21-\\x7e]{1,255}$',
      }),
    ]);
  });

  it('shows the 201 answer’s nested fields and header, and every error code under its status with its cause', () => {
    const created = send.responses.find((response) => response.status === '201');
    expect(created?.headers.map((header) => header.name)).toEqual(['Idempotent-Replayed']);
    expect(created?.fields.map((field) => field.name)).toEqual([
      'messages',
      'messages[].id',
      'messages[].body',
      'messages[].mediaType',
      'messages[].ack',
      'ticket',
      'ticket.id',
      'ticket.uuid',
      'ticket.status',
      'ticket.contactId',
    ]);
    // The integers' safe-integer bounds are zod's defaults, not rules worth a reader's time.
    expect(created?.fields.find((field) => field.name === 'ticket.id')).toMatchObject({ type: 'integer', rules: [] });
    const statuses = send.responses.map((response) => response.status);
    expect(statuses).toEqual([...statuses].sort());
    expect(statuses[0]).toBe('201');
    const listed = send.responses.flatMap((response) => response.errors);
    expect(listed.map((error) => error.code).sort()).toEqual(Object.keys(EXTERNAL_SEND_ERRORS).sort());
    for (const { code, cause } of listed)
      expect(cause).toBe(EXTERNAL_SEND_ERRORS[code as keyof typeof EXTERNAL_SEND_ERRORS]);
    expect(send.responses.find((response) => response.status === '429')?.headers.map((header) => header.name)).toEqual([
      'Retry-After',
    ]);
  });

  it('says the error body once, its code a string, rather than under every status', () => {
    expect(
      send.responses.filter((response) => response.errors.length > 0).every((response) => response.fields.length === 0),
    ).toBe(true);
    expect(send.errorBody.map((field) => [field.name, field.type, field.required])).toEqual([
      ['error', 'string', true],
      ['message', 'string', false],
      ['issues', 'object[]', false],
      ['issues[].path', 'string', true],
      ['issues[].message', 'string', true],
      ['dueDate', 'string', false],
    ]);
  });
});
