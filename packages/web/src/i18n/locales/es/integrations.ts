import type { Messages } from '../pt-BR';

/** Texts of the queue integrations page and dialog. */
export const integrations: Pick<Messages, 'queueIntegrations'> = {
  queueIntegrations: {
    add: 'Agregar integración',
    search: 'Buscar',
    addTitle: 'Agregar integración',
    editTitle: 'Editar integración',
    columns: { type: 'Tipo', id: 'ID', name: 'Nombre' },
    emptyTitle: 'Ninguna integración registrada',
    emptyText: 'Agregue un Dialogflow, n8n, webhook o Typebot para atender antes que sus agentes.',
    edit: 'Editar {{name}}',
    delete: 'Eliminar {{name}}',
    saved: 'Integración guardada.',
    deleted: 'Integración eliminada.',
    lastError: 'Último fallo: {{reason}}',
    test: 'Probar',
    testAnswered: 'El agente respondió: {{message}}',
    jsonKept: 'Déjelo en blanco para mantener las credenciales guardadas.',
    types: { dialogflow: 'DialogFlow', n8n: 'N8N', webhook: 'WebHooks', typebot: 'Typebot' },
    languages: { 'pt-BR': 'Portugués', en: 'Inglés', es: 'Español' },
    fields: { type: 'Tipo', name: 'Nombre', language: 'Idioma', projectName: 'Nombre del proyecto', jsonContent: 'JSON de credenciales', urlN8N: 'URL', typebotSlug: 'Slug de Typebot', typebotExpires: 'Expira en (minutos)', typebotDelayMessage: 'Intervalo entre mensajes (ms)', typebotKeywordFinish: 'Palabra para finalizar', typebotKeywordRestart: 'Palabra para reiniciar', typebotUnknownMessage: 'Mensaje de opción inválida', typebotRestartMessage: 'Mensaje al reiniciar' },
  },
};
