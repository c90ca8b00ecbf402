import type { Messages } from '../pt-BR';

/** Texts of a contact's erasure (contact drawer) and of the settings screen's privacy card. */
export const contactErasure: Pick<Messages, 'contactErasure' | 'privacySettings'> = {
  contactErasure: {
    title: 'Erase data',
    description:
      'Erases, at the person’s request (LGPD/GDPR), what the company holds about them. Tickets stay, without the data.',
    action: 'Erase contact data',
    dialogTitle: 'Erase the data of {{name}}?',
    goesTitle: 'What is erased',
    goes: 'Name, number, picture, e-mail, extra information and tags; the notes; the text and files of every message; the copies in schedules, campaign sends and contact lists.',
    staysTitle: 'What stays',
    stays:
      'The tickets, the ratings and the report figures, without any of the person’s data; and the record of who asked for the erasure and when.',
    block: 'For {{days}} days the number cannot be added again (by hand or by a list), unless the person writes again.',
    irreversible: 'This cannot be undone.',
    confirmLabel: 'Contact name',
    confirmHelper: 'Type “{{name}}” to confirm',
    confirm: 'Erase data',
    pending: 'Queued: the erasure starts in a moment…',
    running:
      'Erasing… $t(contactErasure.counts.messages, {"count": {{messages}} }) and $t(contactErasure.counts.files, {"count": {{files}} }) so far.',
    progressLabel: 'Erasure progress',
    done: 'Data erased.',
    doneSummary:
      '$t(contactErasure.counts.messages, {"count": {{messages}} }), $t(contactErasure.counts.files, {"count": {{files}} }) and $t(contactErasure.counts.notes, {"count": {{notes}} }); $t(contactErasure.counts.tickets, {"count": {{tickets}} }) for the reports.',
    erased: 'This contact’s data was erased on {{date}} by {{name}}.',
    erasedRunning: 'This contact’s data is being erased.',
    counts: {
      messages_one: '{{count}} message erased',
      messages_other: '{{count}} messages erased',
      files_one: '{{count}} file removed',
      files_other: '{{count}} files removed',
      notes_one: '{{count}} note erased',
      notes_other: '{{count}} notes erased',
      tickets_one: '{{count}} ticket kept',
      tickets_other: '{{count}} tickets kept',
    },
  },
  privacySettings: {
    title: 'Privacy',
    intro: 'Keep only what you need: retention erases, every day, what is past its period. Left blank, it is off.',
    optOutHelp: 'Whoever answers with this word withdraws their consent. Blank: no withdrawal by message.',
    mediaHelp: 'Pictures, audio, videos and documents older than this are removed (the messages’ text stays).',
    messagesHelp: 'Messages of closed tickets older than this are anonymised (text and files).',
    auditHelp: 'How many days the audit log keeps each action (at least 30).',
    days: 'days',
    off: 'Off',
    previewLoading: 'Working out what would be erased today…',
    preview:
      '$t(privacySettings.counts.files, {"count": {{files}} }) and $t(privacySettings.counts.messages, {"count": {{messages}} }) would be erased today.',
    previewFailed: 'What would be erased could not be worked out.',
    confirmTitle: 'Turn retention on?',
    confirmText: '{{preview}} From then on, whatever is past the period is erased every day. This cannot be undone.',
    confirm: 'Turn on and save',
    counts: {
      files_one: '{{count}} media file',
      files_other: '{{count}} media files',
      messages_one: '{{count}} message',
      messages_other: '{{count}} messages',
    },
  },
};
