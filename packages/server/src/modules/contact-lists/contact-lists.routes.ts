import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  contactListFormSchema,
  contactListFromTagSchema,
  contactListItemFormSchema,
  idParamSchema,
  listContactListItemsQuerySchema,
  listContactListsQuerySchema,
  type ContactListImportReport,
} from '@guiche/shared';
import { AppError } from '../../http/app-error.js';
import { multipartReadError } from '../../http/uploads.js';
import { routeOptions, SINGLE_FILE_BODY } from '../../http/route-schema.js';
import type { RequestAuth } from '../auth/auth.service.js';
import type { ContactListsService } from './contact-lists.service.js';

/** A spreadsheet of 100,000 rows is a few MB; this bounds what an upload may stream in. */
const MAX_SHEET_BYTES = 50 * 1024 * 1024;
const route = routeOptions('contact-lists');

/** Contact lists and their items (spec 3 §7 "Contact lists"). */
export async function contactListsRoutes(
  app: FastifyInstance,
  { contactLists }: { contactLists: ContactListsService },
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const plan = { plan: 'useCampaigns' } as const;
  // Writes: admins and supervisors (contact-lists.policy.ts), refused before the body or the file is read.
  const manage = { role: 'campaigns:manage', plan: 'useCampaigns' } as const;
  const byId = { params: idParamSchema };
  api.get(
    '/contact-lists',
    route('List contact lists', { querystring: listContactListsQuerySchema }, plan),
    async (request) => contactLists.list(request.auth, request.query),
  );
  api.get('/contact-lists/list', route('Contact lists’ names', {}, plan), async (request) =>
    contactLists.names(request.auth),
  );
  api.get('/contact-lists/:id', route('Show a contact list', byId, plan), async (request) =>
    contactLists.get(request.auth, request.params.id),
  );
  api.post(
    '/contact-lists',
    route('Create a contact list', { body: contactListFormSchema }, manage),
    async (request, reply) => reply.status(201).send(await contactLists.create(request.auth, request.body)),
  );
  api.put(
    '/contact-lists/:id',
    route('Update a contact list', { ...byId, body: contactListFormSchema }, manage),
    async (request) => contactLists.update(request.auth, request.params.id, request.body),
  );
  api.delete('/contact-lists/:id', route('Delete a contact list', byId, manage), async (request, reply) => {
    await contactLists.delete(request.auth, request.params.id);
    return reply.status(204).send();
  });
  api.post(
    '/contact-lists/:id/upload',
    route('Import a spreadsheet (CSV or XLSX) into a contact list', { ...byId, body: SINGLE_FILE_BODY }, manage),
    async (request) => uploadSheet(request, contactLists, request.auth, request.params.id),
  );
  api.post(
    '/contact-lists/:id/tags',
    route('Fill a contact list with the contacts of a tag', { ...byId, body: contactListFromTagSchema }, manage),
    async (request) => contactLists.fillFromTag(request.auth, request.params.id, request.body.tagId),
  );

  api.get(
    '/contact-list-items',
    route('List a contact list’s items', { querystring: listContactListItemsQuerySchema }, plan),
    async (request) => contactLists.items(request.auth, request.query),
  );
  api.get('/contact-list-items/:id', route('Show a contact list item', byId, plan), async (request) =>
    contactLists.getItem(request.auth, request.params.id),
  );
  api.post(
    '/contact-list-items',
    route('Add an item to a contact list', { body: contactListItemFormSchema }, manage),
    async (request, reply) => reply.status(201).send(await contactLists.createItem(request.auth, request.body)),
  );
  api.put(
    '/contact-list-items/:id',
    route('Update a contact list item', { ...byId, body: contactListItemFormSchema }, manage),
    async (request) => contactLists.updateItem(request.auth, request.params.id, request.body),
  );
  api.delete(
    '/contact-list-items/:id',
    route('Delete a contact list item', byId, { role: 'contacts-page:deleteContact', plan: 'useCampaigns' }),
    async (request, reply) => {
      await contactLists.deleteItem(request.auth, request.params.id);
      return reply.status(204).send();
    },
  );
}

/** The first file part, streamed into the import as it arrives (never held whole in memory). */
async function uploadSheet(
  request: FastifyRequest,
  contactLists: ContactListsService,
  auth: RequestAuth,
  id: number,
): Promise<ContactListImportReport> {
  if (!request.isMultipart())
    throw new AppError('ERR_INVALID_FILE', { message: 'Send the file as multipart/form-data' });
  try {
    const file = await request.file({ limits: { fileSize: MAX_SHEET_BYTES, files: 1 } });
    if (!file) throw new AppError('ERR_INVALID_FILE', { message: 'No file in the request' });
    // A file over the limit fails the import with ERR_FILE_TOO_LARGE (sheet-rows).
    return await contactLists.upload(auth, id, { stream: file.file, fileName: file.filename, mime: file.mimetype });
  } catch (error) {
    throw multipartReadError(error);
  }
}
