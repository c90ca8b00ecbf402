/** Texts of the schedules page and the schedule dialog (pt-BR, the reference every other language follows). */
export const schedules = {
  schedules: {
    add: 'Novo agendamento',
    search: 'Pesquisar por contato ou mensagem',
    searchHint: 'Digite ao menos 3 caracteres para pesquisar.',
    columns: { contact: 'Contato', body: 'Mensagem', sendAt: 'Data de envio', status: 'Status' },
    statuses: { PENDENTE: 'Pendente', ENVIADA: 'Enviada', ERRO: 'Erro' },
    failedBecause: 'Não enviada: {{reason}}',
    emptyTitle: 'Nenhum agendamento encontrado',
    emptyText: 'Agende uma mensagem para um contato ou mude a pesquisa.',
    edit: 'Editar o agendamento de {{name}}',
    editSent: 'Um agendamento já enviado não pode ser alterado',
    delete: 'Excluir o agendamento de {{name}}',
    saved: 'Agendamento salvo com sucesso!',
    deleted: 'Agendamento excluído com sucesso!',
    dialog: {
      addTitle: 'Novo agendamento',
      editTitle: 'Editar agendamento',
      contact: 'Contato',
      contactHint: 'Digite ao menos 3 caracteres para pesquisar.',
      noContacts: 'Nenhum contato encontrado',
      body: 'Mensagem',
      sendAt: 'Data de envio',
      required: 'Obrigatório',
    },
  },
};
