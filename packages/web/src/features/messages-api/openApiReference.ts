import { z } from 'zod';

/**
 * The part of an OpenAPI 3.1 document the /messages-api reference renders, and the view of it the page shows:
 * read from the server's own document (GET /api/messages-api/openapi.json), so the page says what the route
 * validates and cannot drift from it.
 */
export interface JsonSchema {
  type?: string | string[] | undefined;
  description?: string | undefined;
  pattern?: string | undefined;
  enum?: unknown[] | undefined;
  anyOf?: JsonSchema[] | undefined;
  properties?: Record<string, JsonSchema> | undefined;
  required?: string[] | undefined;
  items?: JsonSchema | undefined;
  default?: unknown;
  examples?: unknown[] | undefined;
  contentMediaType?: string | undefined;
  minLength?: number | undefined;
  maxLength?: number | undefined;
  minimum?: number | undefined;
  maximum?: number | undefined;
  maxItems?: number | undefined;
}

const jsonSchema: z.ZodType<JsonSchema> = z.lazy(() =>
  z.object({
    type: z.union([z.string(), z.array(z.string())]).optional(),
    description: z.string().optional(),
    pattern: z.string().optional(),
    enum: z.array(z.unknown()).optional(),
    anyOf: z.array(jsonSchema).optional(),
    properties: z.record(z.string(), jsonSchema).optional(),
    required: z.array(z.string()).optional(),
    items: jsonSchema.optional(),
    default: z.unknown().optional(),
    examples: z.array(z.unknown()).optional(),
    contentMediaType: z.string().optional(),
    minLength: z.number().optional(),
    maxLength: z.number().optional(),
    minimum: z.number().optional(),
    maximum: z.number().optional(),
    maxItems: z.number().optional(),
  }),
);

const mediaTypes = z.record(z.string(), z.object({ schema: jsonSchema }));

const operation = z.object({
  operationId: z.string().optional(),
  summary: z.string().optional(),
  description: z.string().optional(),
  parameters: z
    .array(
      z.object({
        name: z.string(),
        in: z.string(),
        required: z.boolean().optional(),
        description: z.string().optional(),
        schema: jsonSchema.optional(),
      }),
    )
    .optional(),
  requestBody: z.object({ required: z.boolean().optional(), content: mediaTypes }).optional(),
  responses: z.record(
    z.string(),
    z.object({
      description: z.string().optional(),
      headers: z
        .record(z.string(), z.object({ description: z.string().optional(), schema: jsonSchema.optional() }))
        .optional(),
      content: mediaTypes.optional(),
    }),
  ),
});

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

export const openApiDocumentSchema = z.object({
  openapi: z.string(),
  info: z.object({ title: z.string(), version: z.string(), description: z.string().optional() }),
  servers: z.array(z.object({ url: z.string() })).optional(),
  components: z
    .object({
      securitySchemes: z
        .record(
          z.string(),
          z.object({
            type: z.string(),
            scheme: z.string().optional(),
            name: z.string().optional(),
            in: z.string().optional(),
            description: z.string().optional(),
          }),
        )
        .optional(),
    })
    .optional(),
  security: z.array(z.record(z.string(), z.array(z.string()))).optional(),
  paths: z.record(z.string(), z.partialRecord(z.enum(METHODS), operation)),
});
export type OpenApiDocument = z.infer<typeof openApiDocumentSchema>;

/** One field of a request or an answer: its path (nested as `ticket.id`, `messages[].id`), type and rules. */
export interface FieldView {
  name: string;
  type: string;
  required: boolean;
  description?: string | undefined;
  pattern?: string | undefined;
  /** The schema's other constraints, in its own keywords (`maxLength: 30`), as API references show them. */
  rules: string[];
}

export interface ResponseView {
  status: string;
  description: string;
  /** The catalogue codes this status answers, each with why (the error enum, explained by the description). */
  errors: { code: string; cause: string }[];
  headers: { name: string; description: string }[];
  fields: FieldView[];
}

export interface OperationView {
  id: string;
  method: string;
  path: string;
  url: string;
  summary: string;
  description: string;
  /** How the caller authenticates: the header to send and what goes in it. */
  auth: { header: string; description: string }[];
  /** Headers, query and path parameters, each with where it goes. */
  parameters: (FieldView & { location: string })[];
  /** One body per content type (JSON, multipart with files). */
  bodies: { contentType: string; fields: FieldView[] }[];
  /** Answers by status; an error answer lists its codes only, its body being `errorBody`, the same for all. */
  responses: ResponseView[];
  errorBody: FieldView[];
}

export interface ReferenceView {
  title: string;
  version: string;
  description: string;
  operations: OperationView[];
}

/** zod's bounds for a plain integer, which say nothing to a reader. */
const SAFE_BOUND = Number.MAX_SAFE_INTEGER;

function typeOf(schema: JsonSchema): string {
  if (schema.anyOf) return schema.anyOf.map(typeOf).join(' | ');
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  if (schema.contentMediaType) return 'binary';
  const types = Array.isArray(schema.type) ? schema.type : [schema.type ?? 'any'];
  return types.map((type) => (type === 'array' && schema.items ? `${typeOf(schema.items)}[]` : type)).join(' | ');
}

/** The schema's own pattern, or its alternatives' (a nullable field keeps its rules on the non-null branch). */
function branches(schema: JsonSchema): JsonSchema[] {
  return [schema, ...(schema.anyOf ?? [])];
}

function rulesOf(schema: JsonSchema): string[] {
  const rules: string[] = [];
  for (const branch of branches(schema)) {
    if (branch.minLength !== undefined) rules.push(`minLength: ${branch.minLength}`);
    if (branch.maxLength !== undefined) rules.push(`maxLength: ${branch.maxLength}`);
    if (branch.minimum !== undefined && Math.abs(branch.minimum) !== SAFE_BOUND)
      rules.push(`minimum: ${branch.minimum}`);
    if (branch.maximum !== undefined && Math.abs(branch.maximum) !== SAFE_BOUND)
      rules.push(`maximum: ${branch.maximum}`);
    if (branch.maxItems !== undefined) rules.push(`maxItems: ${branch.maxItems}`);
  }
  if (schema.default !== undefined) rules.push(`default: ${JSON.stringify(schema.default)}`);
  for (const example of schema.examples ?? []) rules.push(`example: ${JSON.stringify(example)}`);
  return rules;
}

function field(name: string, schema: JsonSchema, required: boolean): FieldView {
  return {
    name,
    type: typeOf(schema),
    required,
    description: schema.description,
    pattern: branches(schema).find((branch) => branch.pattern)?.pattern,
    rules: rulesOf(schema),
  };
}

/** An object's properties as rows, nested objects (and arrays of objects) flattened under their parent's name. */
export function fieldsOf(schema: JsonSchema, prefix = ''): FieldView[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).flatMap(([name, property]) => {
    const path = `${prefix}${name}`;
    const row = field(path, property, required.has(name));
    if (property.properties) return [row, ...fieldsOf(property, `${path}.`)];
    if (property.items?.properties) return [row, ...fieldsOf(property.items, `${path}[].`)];
    return [row];
  });
}

/** `\`CODE\`: why` paragraphs of an error answer's description, by code. */
function causesIn(description: string): Map<string, string> {
  const causes = new Map<string, string>();
  for (const paragraph of description.split(/\n\s*\n/)) {
    const match = /^`([A-Z0-9_]+)`:\s*(.*)$/s.exec(paragraph.trim());
    if (match?.[1] && match[2] !== undefined) causes.set(match[1], match[2]);
  }
  return causes;
}

function responseView(status: string, response: z.infer<typeof operation>['responses'][string]): ResponseView {
  const schema = Object.values(response.content ?? {})[0]?.schema ?? {};
  const codes = schema.properties?.error?.enum?.filter((code): code is string => typeof code === 'string') ?? [];
  const description = response.description ?? '';
  const causes = causesIn(description);
  return {
    status,
    description: codes.length ? '' : description,
    errors: codes.map((code) => ({ code, cause: causes.get(code) ?? '' })),
    headers: Object.entries(response.headers ?? {}).map(([name, header]) => ({
      name,
      description: header.description ?? '',
    })),
    fields: codes.length ? [] : fieldsOf(schema),
  };
}

/** The error answers' body, said once: each status narrows `error` to its own codes, listed with the status. */
function errorBodyOf(responses: z.infer<typeof operation>['responses']): FieldView[] {
  const schema = Object.values(responses)
    .map((response) => Object.values(response.content ?? {})[0]?.schema)
    .find((candidate) => candidate?.properties?.error?.enum);
  return schema ? fieldsOf(schema).map((row) => (row.name === 'error' ? { ...row, type: 'string' } : row)) : [];
}

function authOf(document: OpenApiDocument): OperationView['auth'] {
  const schemes = document.components?.securitySchemes ?? {};
  return (document.security ?? []).flatMap((requirement) =>
    Object.keys(requirement).flatMap((name) => {
      const scheme = schemes[name];
      if (!scheme) return [];
      const header =
        scheme.type === 'http'
          ? `Authorization: ${scheme.scheme === 'bearer' ? 'Bearer' : (scheme.scheme ?? '')} <token>`
          : `${scheme.name ?? name}: <token>`;
      return [{ header, description: scheme.description ?? '' }];
    }),
  );
}

/** The document as the reference page shows it: each operation with its auth, parameters, bodies and answers. */
export function referenceOf(document: OpenApiDocument): ReferenceView {
  const server = document.servers?.[0]?.url ?? '';
  const auth = authOf(document);
  const operations = Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const op = item[method];
      if (!op) return [];
      return [
        {
          id: op.operationId ?? `${method} ${path}`,
          method: method.toUpperCase(),
          path,
          url: `${server}${path}`,
          summary: op.summary ?? '',
          description: op.description ?? '',
          auth,
          parameters: (op.parameters ?? []).map((parameter) => ({
            ...field(parameter.name, parameter.schema ?? {}, parameter.required ?? false),
            description: parameter.description,
            location: parameter.in,
          })),
          bodies: Object.entries(op.requestBody?.content ?? {}).map(([contentType, { schema }]) => ({
            contentType,
            fields: fieldsOf(schema),
          })),
          responses: Object.entries(op.responses)
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([status, response]) => responseView(status, response)),
          errorBody: errorBodyOf(op.responses),
        },
      ];
    }),
  );
  return {
    title: document.info.title,
    version: document.info.version,
    description: document.info.description ?? '',
    operations,
  };
}
