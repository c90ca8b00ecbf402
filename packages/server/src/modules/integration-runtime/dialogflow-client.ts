import { createSign } from 'node:crypto';
import { z } from 'zod';
import type { EgressGuard } from '../../net/egress-guard.js';
import { IntegrationFailure, postJson } from './http-call.js';

/** Dialogflow ES's public endpoint; DIALOGFLOW_API_URL replaces it (tests point it at a local fake). */
export const DIALOGFLOW_DEFAULT_URL = 'https://dialogflow.googleapis.com';
const SCOPE = 'https://www.googleapis.com/auth/dialogflow';
/** A token is renewed this long before Google says it expires. */
const TOKEN_MARGIN_MS = 60_000;

const serviceAccountSchema = z.object({
  client_email: z.string().min(1),
  private_key: z.string().min(1),
  token_uri: z.string().url().default('https://oauth2.googleapis.com/token'),
});
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
    const token = await this.accessToken(agent.jsonContent);
    const url = `${this.baseUrl.replace(/\/$/, '')}/v2/projects/${encodeURIComponent(agent.projectName)}/agent/sessions/${encodeURIComponent(sessionId)}:detectIntent`;
    const parsed = detectIntentSchema.safeParse(
      await postJson(
        this.egress,
        url,
        { queryInput: { text: { text: text.slice(0, 256), languageCode: agent.language } } },
        { headers: { authorization: `Bearer ${token}` } },
      ),
    );
    if (!parsed.success) throw new IntegrationFailure('Dialogflow answered an unknown shape');
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
  private async accessToken(jsonContent: string): Promise<string> {
    let account: z.infer<typeof serviceAccountSchema>;
    try {
      account = serviceAccountSchema.parse(JSON.parse(jsonContent));
    } catch {
      throw new IntegrationFailure('the service-account JSON is not valid');
    }
    const nowMs = this.now().getTime();
    const cached = this.tokens.get(account.client_email);
    if (cached && cached.expiresAt > nowMs) return cached.token;
    const issuedAt = Math.floor(nowMs / 1000);
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const unsigned = `${encode({ alg: 'RS256', typ: 'JWT' })}.${encode({ iss: account.client_email, scope: SCOPE, aud: account.token_uri, iat: issuedAt, exp: issuedAt + 3600 })}`;
    let signature: string;
    try {
      signature = createSign('RSA-SHA256').update(unsigned).sign(account.private_key, 'base64url');
    } catch {
      throw new IntegrationFailure('the service-account private key is not valid');
    }
    const answer = tokenSchema.safeParse(
      await postJson(
        this.egress,
        account.token_uri,
        { grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion: `${unsigned}.${signature}` },
        { form: true },
      ),
    );
    if (!answer.success) throw new IntegrationFailure('Google answered no access token');
    this.tokens.set(account.client_email, {
      token: answer.data.access_token,
      expiresAt: nowMs + answer.data.expires_in * 1000 - TOKEN_MARGIN_MS,
    });
    return answer.data.access_token;
  }
}
