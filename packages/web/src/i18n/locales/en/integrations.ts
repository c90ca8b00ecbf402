import type { Messages } from '../pt-BR';

/** Texts of the queue integrations page and dialog. */
export const integrations: Pick<Messages, 'queueIntegrations'> = {
  queueIntegrations: {
    add: 'Add integration',
    search: 'Search',
    addTitle: 'Add integration',
    editTitle: 'Edit integration',
    columns: { type: 'Type', id: 'ID', name: 'Name' },
    emptyTitle: 'No integrations yet',
    emptyText: 'Add a Dialogflow, n8n, webhook or Typebot to answer before your attendants.',
    edit: 'Edit {{name}}',
    delete: 'Delete {{name}}',
    saved: 'Integration saved.',
    deleted: 'Integration deleted.',
    lastError: 'Last failure: {{reason}}',
    test: 'Test',
    testAnswered: 'The agent answered: {{message}}',
    jsonKept: 'Leave blank to keep the stored credentials.',
    types: { dialogflow: 'DialogFlow', n8n: 'N8N', webhook: 'WebHooks', typebot: 'Typebot' },
    languages: { 'pt-BR': 'Portuguese', en: 'English', es: 'Spanish' },
    fields: { type: 'Type', name: 'Name', language: 'Language', projectName: 'Project name', jsonContent: 'Credentials JSON', urlN8N: 'URL', typebotSlug: 'Typebot slug', typebotExpires: 'Expires after (minutes)', typebotDelayMessage: 'Delay between messages (ms)', typebotKeywordFinish: 'Keyword to finish', typebotKeywordRestart: 'Keyword to restart', typebotUnknownMessage: 'Invalid option message', typebotRestartMessage: 'Restart message' },
  },
};
