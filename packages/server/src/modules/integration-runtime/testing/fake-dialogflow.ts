import { createVerify, generateKeyPairSync } from 'node:crypto';
import { startFakeHttp, type FakeRequest } from './fake-http.js';

/** A refusal as Google's APIs word it: `{ error: { code, message, status } }`. */
export interface FakeGoogleError {
  status: number;
  message?: string;
  googleStatus?: string;
}

/**
 * A fake of Google's token endpoint and Dialogflow ES detectIntent, speaking their REST wire format: the token
 * endpoint checks the service account's JWT signature (a key it does not know is refused as Google refuses a
 * revoked one), detectIntent checks the bearer token and answers with `reply(text, session, agent)`.
 */
export async function startFakeDialogflow(
  reply: (
    text: string,
    session: string,
    agent: { project: string; languageCode: string },
  ) => { texts: string[]; endInteraction?: boolean } | FakeGoogleError,
) {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  // The key of a service account Google no longer knows (revoked, deleted): well-formed, its signature refused.
  const unknownKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
  const token = 'fake-access-token';
  const fake = await startFakeHttp((request: FakeRequest) => {
    if (request.path === '/token') {
      const form = request.json as { grant_type?: string; assertion?: string };
      const [header, claims, signature] = (form.assertion ?? '').split('.');
      const valid =
        form.grant_type === 'urn:ietf:params:oauth:grant-type:jwt-bearer' &&
        createVerify('RSA-SHA256')
          .update(`${header}.${claims}`)
          .verify(publicKey, signature ?? '', 'base64url');
      return valid
        ? { json: { access_token: token, expires_in: 3600, token_type: 'Bearer' } }
        : { status: 400, json: { error: 'invalid_grant', error_description: 'Invalid JWT Signature.' } };
    }
    const match = /^\/v2\/projects\/([^/]+)\/agent\/sessions\/([^/]+):detectIntent$/.exec(request.path);
    if (!match || request.headers.authorization !== `Bearer ${token}`)
      return { status: 401, json: { error: { code: 401 } } };
    const body = request.json as { queryInput: { text: { text: string; languageCode: string } } };
    const answer = reply(body.queryInput.text.text, decodeURIComponent(match[2] ?? ''), {
      project: decodeURIComponent(match[1] ?? ''),
      languageCode: body.queryInput.text.languageCode,
    });
    if ('status' in answer)
      return {
        status: answer.status,
        json: { error: { code: answer.status, message: answer.message, status: answer.googleStatus } },
      };
    return {
      json: {
        responseId: 'r-1',
        queryResult: {
          queryText: body.queryInput.text.text,
          fulfillmentText: answer.texts[0] ?? '',
          fulfillmentMessages: answer.texts.map((text) => ({ text: { text: [text] } })),
          intent: {
            name: `projects/${match[1]}/agent/intents/1`,
            displayName: 'intent',
            endInteraction: answer.endInteraction ?? false,
          },
        },
      },
    };
  });
  const serviceAccount = (projectId = 'guiche-agent', { revoked = false }: { revoked?: boolean } = {}) =>
    JSON.stringify({
      type: 'service_account',
      project_id: projectId,
      client_email: `bot-${projectId}${revoked ? '-revoked' : ''}@example.iam.gserviceaccount.com`,
      private_key: (revoked ? unknownKey : privateKey).export({ type: 'pkcs8', format: 'pem' }).toString(),
      token_uri: `${fake.url}/token`,
    });
  return { ...fake, serviceAccount };
}
