import { createHash, createSign } from 'node:crypto';
import { z } from 'zod';
import type { EgressGuard } from '../../net/egress-guard.js';
import { IntegrationFailure, ProviderHttpFailure, postJson } from './http-call.js';

/** Dialogflow ES's public endpoint; DIALOGFLOW_API_URL replaces it (tests point it at a local fake). */
export const DIALOGFLOW_DEFAULT_URL = 'https://dialogflow.googleapis.com';
const SCOPE = 'https://www.googleapis.com/auth/dialogflow';
/** A token is renewed this long before Google says it expires. */
const TOKEN_MARGIN_MS = 60_000;

const serviceAccountSchema = z.object({
  client_email: z.string().min(1),
  private_key: z.string().min(1),
  token_uri: z.string().url().default('https://oauth2.googleapis.com/token'),
  /** The project the key was made in; the agent may live in another one the account was given access to. */
  project_id: z.string().optional(),
});
/** Google's token endpoint refusal (OAuth 2) and its APIs' error body. */
const tokenRefusalSchema = z.object({ error: z.string(), error_description: z.string().optional() });
const googleErrorSchema = z.object({
  error: z.object({ message: z.string().optional(), status: z.string().optional() }),
});

/**
 * Why a Dialogflow call failed, told apart so that the Test button can say what to fix (the runtime keeps the
 * English message as the integration's last error).
 */
export type DialogflowProblem =
  | { reason: 'invalidJson' }
  | { reason: 'missingField'; field: 'client_email' | 'private_key' }
  | { reason: 'invalidTokenUri' }
  | { reason: 'invalidPrivateKey' }
  | { reason: 'authRefused' }
  | { reason: 'projectMismatch'; keyProject: string }
  | { reason: 'projectNotFound' }
  | { reason: 'permissionDenied' }
  | { reason: 'languageUnsupported' }
  | { reason: 'unreachable' }
  | { reason: 'unexpectedAnswer' };

export class DialogflowFailure extends IntegrationFailure {
  constructor(
    readonly problem: DialogflowProblem,
    message: string,
  ) {
    super(message);
  }
}
const tokenSchema = z.object({ access_token: z.string().min(1), expires_in: z.number().default(3600) });
const detectIntentSchema = z.object({
  queryResult: z
    .object({
      fulfillmentText: z.string().optional(),
      fulfillmentMessages: z
        .array(z.object({ text: z.object({ text: z.array(z.string()).optional() }).optional() }))
        .optional(),
      intent: z.object({ displayName: z.string().optional(), endInteraction: z.boolean().optional() }).optional(),
      diagnosticInfo: z.record(z.string(), z.unknown()).optional(),
      parameters: z.record(z.string(), z.unknown()).optional(),
    })
    .optional(),
});

export interface DialogflowAgent {
  projectName: string;
  /** The service-account JSON (opened from its seal). */
  jsonContent: string;
  language: string;
}

export interface DialogflowAnswer {
  texts: string[];
  /** The agent ended the conversation (an end-of-conversation intent, or an `endConversation` parameter). */
  ended: boolean;
}

/**
 * Dialogflow ES detectIntent over its documented REST wire format: a service-account JWT (RS256) exchanged for an
 * OAuth access token at the account's token_uri, then POST v2/projects/{project}/agent/sessions/{session}:detectIntent.
 * docs/integrations.md says why not the gRPC client library.
 */
export class DialogflowClient {
  private readonly tokens = new Map<string, { token: string; expiresAt: number }>();

  constructor(
    /** The token_uri comes from the tenant's service-account JSON: both calls go through the guard. */
    private readonly egress: EgressGuard,
    private readonly baseUrl: string = DIALOGFLOW_DEFAULT_URL,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async detectIntent(agent: DialogflowAgent, sessionId: string, text: string): Promise<DialogflowAnswer> {
    const account = serviceAccountOf(agent.jsonContent);
    const token = await this.accessToken(account);
    const url = `${this.baseUrl.replace(/\/$/, '')}/v2/projects/${encodeURIComponent(agent.projectName)}/agent/sessions/${encodeURIComponent(sessionId)}:detectIntent`;
    let answer: unknown;
    try {
      answer = await postJson(
        this.egress,
        url,
        { queryInput: { text: { text: text.slice(0, 256), languageCode: agent.language } } },
        { headers: { authorization: `Bearer ${token}` } },
      );
    } catch (error) {
      throw detectIntentFailure(error, agent.projectName, account.project_id);
    }
    const parsed = detectIntentSchema.safeParse(answer);
    if (!parsed.success)
      throw new DialogflowFailure({ reason: 'unexpectedAnswer' }, 'Dialogflow answered an unknown shape');
    const result = parsed.data.queryResult ?? {};
    const fromMessages = (result.fulfillmentMessages ?? [])
      .flatMap((message) => message.text?.text ?? [])
      .filter((line) => line.trim());
    const texts =
      fromMessages.length > 0 ? fromMessages : result.fulfillmentText?.trim() ? [result.fulfillmentText] : [];
    const ended =
      Boolean(result.intent?.endInteraction) ||
      result.diagnosticInfo?.['end_conversation'] === true ||
      Boolean(result.parameters?.['endConversation']);
    return { texts, ended };
  }

  /** An access token for the service account, reused until shortly before it expires. */
  private async accessToken(account: ServiceAccount): Promise<string> {
    const nowMs = this.now().getTime();
    // Per key, not per account: a key replaced or revoked is tried afresh rather than hidden behind the old token.
    const cacheKey = createHash('sha256')
      .update(`${account.client_email}\0${account.token_uri}\0${account.private_key}`)
      .digest('hex');
    const cached = this.tokens.get(cacheKey);
    if (cached && cached.expiresAt > nowMs) return cached.token;
    const issuedAt = Math.floor(nowMs / 1000);
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const unsigned = `${encode({ alg: 'RS256', typ: 'JWT' })}.${encode({ iss: account.client_email, scope: SCOPE, aud: account.token_uri, iat: issuedAt, exp: issuedAt + 3600 })}`;
    let signature: string;
    try {
      signature = createSign('RSA-SHA256').update(unsigned).sign(account.private_key, 'base64url');
    } catch {
      throw new DialogflowFailure({ reason: 'invalidPrivateKey' }, 'the service-account private key is not valid');
    }
    let granted: unknown;
    try {
      granted = await postJson(
        this.egress,
        account.token_uri,
        { grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion: `${unsigned}.${signature}` },
        { form: true },
      );
    } catch (error) {
      throw tokenFailure(error);
    }
    const answer = tokenSchema.safeParse(granted);
    if (!answer.success) throw new DialogflowFailure({ reason: 'unexpectedAnswer' }, 'Google answered no access token');
    this.tokens.set(cacheKey, {
      token: answer.data.access_token,
      expiresAt: nowMs + answer.data.expires_in * 1000 - TOKEN_MARGIN_MS,
    });
    return answer.data.access_token;
  }
}

type ServiceAccount = z.infer<typeof serviceAccountSchema>;

function serviceAccountOf(jsonContent: string): ServiceAccount {
  let parsed: unknown;
  try {
    parsed = JSON.parse(jsonContent);
  } catch {
    throw new DialogflowFailure({ reason: 'invalidJson' }, 'the service-account JSON is not JSON');
  }
  const account = serviceAccountSchema.safeParse(parsed);
  if (account.success) return account.data;
  const field = account.error.issues[0]?.path[0];
  if (field === 'client_email' || field === 'private_key')
    throw new DialogflowFailure({ reason: 'missingField', field }, `the service-account JSON has no ${field}`);
  if (field === 'token_uri')
    throw new DialogflowFailure({ reason: 'invalidTokenUri' }, 'the service-account token_uri is not a URL');
  throw new DialogflowFailure({ reason: 'invalidJson' }, 'the service-account JSON is not an object');
}

/**
 * A failed call to the token endpoint, which refuses a key that was revoked or deleted, or whose account is
 * disabled (invalid_grant); errors that are not a provider's failure go on as they are.
 */
function tokenFailure(error: unknown): unknown {
  if (!(error instanceof IntegrationFailure)) return error;
  if (!(error instanceof ProviderHttpFailure))
    return new DialogflowFailure({ reason: 'unreachable' }, `Google sign-in ${error.message}`);
  if (error.status === 400 || error.status === 401) {
    const refusal = tokenRefusalSchema.safeParse(jsonOf(error.body));
    const why = refusal.success ? (refusal.data.error_description ?? refusal.data.error) : `HTTP ${error.status}`;
    return new DialogflowFailure({ reason: 'authRefused' }, `Google refused the service account: ${why}`);
  }
  return new DialogflowFailure({ reason: 'unexpectedAnswer' }, `Google sign-in ${error.message}`);
}

/**
 * What Dialogflow's refusal means. Google answers 403 for a project the account may not use (or that does not
 * exist: it does not tell which) and 404 for a project without an agent; when the key was made in another project
 * than the one typed, that difference is the likeliest cause and is named.
 */
function detectIntentFailure(error: unknown, projectName: string, keyProject: string | undefined): unknown {
  if (!(error instanceof IntegrationFailure)) return error;
  if (!(error instanceof ProviderHttpFailure))
    return new DialogflowFailure({ reason: 'unreachable' }, `Dialogflow ${error.message}`);
  const google = googleErrorSchema.safeParse(jsonOf(error.body));
  const said = google.success ? (google.data.error.message ?? google.data.error.status ?? '') : '';
  const detail = `Dialogflow HTTP ${error.status}${said ? `: ${said.slice(0, 300)}` : ''}`;
  if (error.status === 401) return new DialogflowFailure({ reason: 'authRefused' }, detail);
  if (error.status === 403 || error.status === 404) {
    if (keyProject && keyProject !== projectName)
      return new DialogflowFailure({ reason: 'projectMismatch', keyProject }, detail);
    return new DialogflowFailure({ reason: error.status === 404 ? 'projectNotFound' : 'permissionDenied' }, detail);
  }
  if (error.status === 400 && /language/i.test(said))
    return new DialogflowFailure({ reason: 'languageUnsupported' }, detail);
  return new DialogflowFailure({ reason: 'unexpectedAnswer' }, detail);
}

function jsonOf(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
