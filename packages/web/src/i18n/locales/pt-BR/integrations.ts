/** Texts of the queue integrations page and dialog (pt-BR, the reference every other language follows). */
export const integrations = {
  queueIntegrations: {
    add: 'Adicionar integração',
    search: 'Pesquisar',
    addTitle: 'Adicionar integração',
    editTitle: 'Editar integração',
    columns: { type: 'Tipo', id: 'ID', name: 'Nome' },
    emptyTitle: 'Nenhuma integração cadastrada',
    emptyText: 'Adicione um Dialogflow, n8n, webhook ou Typebot para atender antes dos atendentes.',
    edit: 'Editar {{name}}',
    delete: 'Excluir {{name}}',
    saved: 'Integração salva com sucesso!',
    deleted: 'Integração excluída com sucesso!',
    lastError: 'Última falha: {{reason}}',
    test: 'Testar',
    testAnswered: 'O agente respondeu: {{message}}',
    jsonKept: 'Deixe em branco para manter as credenciais salvas.',
    types: { dialogflow: 'DialogFlow', n8n: 'N8N', webhook: 'WebHooks', typebot: 'Typebot' },
    languages: { 'pt-BR': 'Português', en: 'Inglês', es: 'Español' },
    fields: { type: 'Tipo', name: 'Nome', language: 'Linguagem', projectName: 'Nome do projeto', jsonContent: 'JSON de credenciais', urlN8N: 'URL', typebotSlug: 'Typebot slug', typebotExpires: 'Expira em (minutos)', typebotDelayMessage: 'Intervalo entre mensagens (ms)', typebotKeywordFinish: 'Palavra para finalizar', typebotKeywordRestart: 'Palavra para reiniciar', typebotUnknownMessage: 'Mensagem de opção inválida', typebotRestartMessage: 'Mensagem ao reiniciar' },
  },
};
