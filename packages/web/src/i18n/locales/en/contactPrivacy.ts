import type { Messages } from '../pt-BR';

/** Texts of the contact drawer's LGPD part: consent history and data export. */
export const contactPrivacy: Pick<Messages, 'contactPrivacy'> = {
  contactPrivacy: {
    consents: {
      title: 'LGPD consent',
      empty: 'No answer to the consent request recorded.',
      decisions: { accepted: 'Accepted', refused: 'Refused', withdrawn: 'Withdrew' },
      showText: 'Show text',
      hideText: 'Hide text',
      more: 'Show more',
    },
    export: {
      title: 'Data portability',
      description:
        'A .zip file with everything the company keeps about this contact: profile, consents, tickets, messages and files.',
      action: 'Export data',
      preparing: 'Preparing the export…',
      progress: '{{received}} of about {{total}} · {{percent}}%',
      progressLabel: 'Export progress',
      tickets_one: '{{count}} ticket',
      tickets_other: '{{count}} tickets',
      messages_one: '{{count}} message',
      messages_other: '{{count}} messages',
      files_one: '{{count}} file ({{size}})',
      files_other: '{{count}} files ({{size}})',
      done: 'Contact data exported.',
      cancelled: 'Export cancelled.',
    },
  },
};
