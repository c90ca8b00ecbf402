import { createVerify, generateKeyPairSync } from 'node:crypto';
import { startFakeHttp, type FakeRequest } from './fake-http.js';

/**
 * A fake of Google's token endpoint and Dialogflow ES detectIntent, speaking their REST wire format: the token
 * endpoint checks the service account's JWT signature, detectIntent checks the bearer token and answers with
 * `reply(text, session)`.
 */
export async function startFakeDialogflow(
  reply: (text: string, session: string) => { texts: string[]; endInteraction?: boolean } | { status: number },
) {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
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
        : { status: 400, json: { error: 'invalid_grant' } };
    }
    const match = /^\/v2\/projects\/([^/]+)\/agent\/sessions\/([^/]+):detectIntent$/.exec(request.path);
    if (!match || request.headers.authorization !== `Bearer ${token}`)
      return { status: 401, json: { error: { code: 401 } } };
    const body = request.json as { queryInput: { text: { text: string; languageCode: string } } };
    const answer = reply(body.queryInput.text.text, decodeURIComponent(match[2] ?? ''));
    if ('status' in answer) return { status: answer.status, json: { error: { code: answer.status } } };
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
  const serviceAccount = (projectId = 'guiche-agent') =>
    JSON.stringify({
      type: 'service_account',
      project_id: projectId,
      client_email: `bot-${projectId}@example.iam.gserviceaccount.com`,
      private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      token_uri: `${fake.url}/token`,
    });
  return { ...fake, serviceAccount };
}
