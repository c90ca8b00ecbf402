/** Texts of the contact drawer's LGPD part: consent history and data export (pt-BR, the reference). */
export const contactPrivacy = {
  contactPrivacy: {
    consents: {
      title: 'Consentimento LGPD',
      empty: 'Nenhuma resposta ao pedido de consentimento registrada.',
      decisions: { accepted: 'Aceitou', refused: 'Recusou', withdrawn: 'Revogou' },
      showText: 'Ver texto',
      hideText: 'Ocultar texto',
      more: 'Mostrar mais',
    },
    export: {
      title: 'Portabilidade de dados',
      description:
        'Um arquivo .zip com tudo o que a empresa guarda deste contato: cadastro, consentimentos, atendimentos, mensagens e arquivos.',
      action: 'Exportar dados',
      preparing: 'Preparando a exportação…',
      progress: '{{received}} de cerca de {{total}} · {{percent}}%',
      progressLabel: 'Progresso da exportação',
      tickets_one: '{{count}} atendimento',
      tickets_many: '{{count}} atendimentos',
      tickets_other: '{{count}} atendimentos',
      messages_one: '{{count}} mensagem',
      messages_many: '{{count}} mensagens',
      messages_other: '{{count}} mensagens',
      files_one: '{{count}} arquivo ({{size}})',
      files_many: '{{count}} arquivos ({{size}})',
      files_other: '{{count}} arquivos ({{size}})',
      done: 'Dados do contato exportados.',
      cancelled: 'Exportação cancelada.',
    },
  },
};
