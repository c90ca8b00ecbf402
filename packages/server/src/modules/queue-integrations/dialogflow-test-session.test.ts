import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '@guiche/shared';
import { call } from '../../test/http.js';
import { createTeam } from '../../test/team.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { startFakeDialogflow } from '../integration-runtime/testing/fake-dialogflow.js';

let t: TestApp;
let dialogflow: Awaited<ReturnType<typeof startFakeDialogflow>>;
let adminToken: string;
beforeAll(async () => {
  // Agents by project, answering as Google does: one that works (in Portuguese only), one the account may not use,
  // one project without an agent, one that fails.
  dialogflow = await startFakeDialogflow((_text, _session, { project, languageCode }) => {
    if (project === 'forbidden')
      return {
        status: 403,
        googleStatus: 'PERMISSION_DENIED',
        message: "IAM permission 'dialogflow.sessions.detectIntent' on 'projects/forbidden/agent' denied.",
      };
    if (project === 'no-agent')
      return { status: 404, googleStatus: 'NOT_FOUND', message: "No DesignTimeAgent found for project 'no-agent'." };
    if (project === 'broken') return { status: 500, googleStatus: 'INTERNAL', message: 'Internal error.' };
    if (languageCode !== 'pt-BR')
      return {
        status: 400,
        googleStatus: 'INVALID_ARGUMENT',
        message: `Language code '${languageCode}' is not supported by the agent.`,
      };
    return { texts: ['Olá! Sou o agente.'] };
  });
  t = await startTestApp({ config: { integrations: { dialogflowBaseUrl: dialogflow.url } } });
  adminToken = (await createTeam(t)).adminToken;
});
afterAll(async () => {
  await t.close();
  await dialogflow.close();
});

const test = (body: { projectName: string; jsonContent: string; language?: string }) =>
  call<ErrorBody & { message: string }>(t.url, 'POST', '/queueIntegration/testSession', { token: adminToken, body });

/** A service account of the fake's own project with one field replaced. */
const accountWith = (field: string, value: unknown) =>
  JSON.stringify({ ...(JSON.parse(dialogflow.serviceAccount()) as object), [field]: value });

describe('POST /queueIntegration/testSession says what is wrong', { timeout: 60_000 }, () => {
  it('answers the agent’s greeting when everything is right', async () => {
    const ok = await test({ projectName: 'guiche-agent', jsonContent: dialogflow.serviceAccount() });
    expect(ok).toMatchObject({ status: 200, body: { message: 'Olá! Sou o agente.' } });
  });

  it.each([
    ['text that is not JSON', () => 'not json {', 'validation.dialogflowInvalidJson'],
    ['JSON that is not a key file', () => '["a"]', 'validation.dialogflowInvalidJson'],
    ['a key without client_email', () => accountWith('client_email', ''), 'validation.dialogflowMissingClientEmail'],
    ['a key without private_key', () => '{"client_email":"x"}', 'validation.dialogflowMissingPrivateKey'],
    ['a token_uri that is no URL', () => accountWith('token_uri', 'token'), 'validation.dialogflowInvalidTokenUri'],
    [
      'a private key that is not one',
      () => accountWith('private_key', 'abc'),
      'validation.dialogflowInvalidPrivateKey',
    ],
  ])('refuses %s, pointing at the credentials field', async (_case, jsonContent, key) => {
    const refused = await test({ projectName: 'guiche-agent', jsonContent: jsonContent() });
    expect(refused).toMatchObject({
      status: 400,
      body: { error: 'ERR_VALIDATION', issues: [{ path: 'jsonContent', message: key }] },
    });
  });

  it('says Google refused a revoked key, with Google’s words', async () => {
    const refused = await test({
      projectName: 'guiche-agent',
      jsonContent: dialogflow.serviceAccount('guiche-agent', { revoked: true }),
    });
    expect(refused.body).toMatchObject({
      error: 'ERR_VALIDATION',
      message: 'Google refused the service account: Invalid JWT Signature.',
      issues: [{ path: 'jsonContent', message: 'validation.dialogflowAuthRefused' }],
    });
  });

  it('names a project other than the key’s, and tells a missing agent from a refused permission', async () => {
    const mismatch = await test({ projectName: 'forbidden', jsonContent: dialogflow.serviceAccount('guiche-agent') });
    expect(mismatch.body).toMatchObject({
      issues: [{ path: 'projectName', message: 'validation.dialogflowProjectMismatch' }],
    });
    expect(mismatch.body.message).toMatch(/^the key belongs to project guiche-agent; Dialogflow HTTP 403: IAM/);

    const denied = await test({ projectName: 'forbidden', jsonContent: dialogflow.serviceAccount('forbidden') });
    expect(denied.body).toMatchObject({
      issues: [{ path: 'jsonContent', message: 'validation.dialogflowPermissionDenied' }],
    });
    const missing = await test({ projectName: 'no-agent', jsonContent: dialogflow.serviceAccount('no-agent') });
    expect(missing.body).toMatchObject({
      message: "Dialogflow HTTP 404: No DesignTimeAgent found for project 'no-agent'.",
      issues: [{ path: 'projectName', message: 'validation.dialogflowProjectNotFound' }],
    });
  });

  it('says the agent does not speak the language chosen', async () => {
    const refused = await test({
      projectName: 'guiche-agent',
      jsonContent: dialogflow.serviceAccount(),
      language: 'es',
    });
    expect(refused).toMatchObject({
      status: 400,
      body: { issues: [{ path: 'language', message: 'validation.dialogflowLanguageUnsupported' }] },
    });
  });

  it('tells an unreachable Google and an unforeseen answer apart, tied to no field', async () => {
    const unreachable = await test({
      projectName: 'guiche-agent',
      jsonContent: accountWith('token_uri', 'http://127.0.0.1:1/token'),
    });
    expect(unreachable).toMatchObject({
      status: 400,
      body: {
        message: 'Google sign-in unreachable: 127.0.0.1:1',
        issues: [{ path: '', message: 'validation.dialogflowUnreachable' }],
      },
    });
    const broken = await test({ projectName: 'broken', jsonContent: dialogflow.serviceAccount('broken') });
    expect(broken.body).toMatchObject({
      message: 'Dialogflow HTTP 500: Internal error.',
      issues: [{ path: '', message: 'validation.dialogflowUnexpectedAnswer' }],
    });
  });
});
