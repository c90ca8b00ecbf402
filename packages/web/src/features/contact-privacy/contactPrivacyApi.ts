import {
  contactConsentListAnswerSchema,
  contactExportSummarySchema,
  type ContactConsentListAnswer,
  type ContactExportSummary,
} from '@guiche/shared';
import { api } from '../../api/client';

/** A contact's personal data on request (issue 40): its consent history and its data export. */
export const contactPrivacyKeys = {
  consents: (contactId: number) => ['contact-privacy', 'consents', contactId] as const,
};

export function fetchConsents(contactId: number, pageNumber: number): Promise<ContactConsentListAnswer> {
  return api.get(`/contacts/${contactId}/consents?pageNumber=${pageNumber}`, contactConsentListAnswerSchema);
}

export function fetchExportSummary(contactId: number): Promise<ContactExportSummary> {
  return api.get(`/contacts/${contactId}/export/summary`, contactExportSummarySchema);
}

/** GET /contacts/{id}/export, unread: the caller streams the zip (useContactExport). */
export function openExport(contactId: number): Promise<Response> {
  return api.download(`/contacts/${contactId}/export`);
}
