import type { FastifyInstance, FastifyRequest } from 'fastify';
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
import { parseInput } from '../../http/validate.js';
import type { RequestAuth } from '../auth/auth.service.js';
import type { ContactListsService } from './contact-lists.service.js';
import { access } from '../../http/route-access.js';

/** A spreadsheet of 100,000 rows is a few MB; this bounds what an upload may stream in. */
const MAX_SHEET_BYTES = 50 * 1024 * 1024;

/** Contact lists and their items (spec 3 §7 "Contact lists"). */
export async function contactListsRoutes(app: FastifyInstance, { contactLists }: { contactLists: ContactListsService }): Promise<void> {
  app.get('/contact-lists', access({ plan: 'useCampaigns' }), async (request) => contactLists.list(request.auth, parseInput(listContactListsQuerySchema, request.query)));
  app.get('/contact-lists/list', access({ plan: 'useCampaigns' }), async (request) => contactLists.names(request.auth));
  app.get('/contact-lists/:id', access({ plan: 'useCampaigns' }), async (request) => contactLists.get(request.auth, parseInput(idParamSchema, request.params).id));
  app.post('/contact-lists', access({ plan: 'useCampaigns' }), async (request, reply) => reply.status(201).send(await contactLists.create(request.auth, parseInput(contactListFormSchema, request.body))));
  app.put('/contact-lists/:id', access({ plan: 'useCampaigns' }), async (request) => contactLists.update(request.auth, parseInput(idParamSchema, request.params).id, parseInput(contactListFormSchema, request.body)));
  app.delete('/contact-lists/:id', access({ plan: 'useCampaigns' }), async (request, reply) => {
    await contactLists.delete(request.auth, parseInput(idParamSchema, request.params).id);
    return reply.status(204).send();
  });
  app.post('/contact-lists/:id/upload', access({ plan: 'useCampaigns' }), async (request) => uploadSheet(request, contactLists, request.auth, parseInput(idParamSchema, request.params).id));
  app.post('/contact-lists/:id/tags', access({ plan: 'useCampaigns' }), async (request) =>
    contactLists.fillFromTag(request.auth, parseInput(idParamSchema, request.params).id, parseInput(contactListFromTagSchema, request.body).tagId),
  );

  app.get('/contact-list-items', access({ plan: 'useCampaigns' }), async (request) => contactLists.items(request.auth, parseInput(listContactListItemsQuerySchema, request.query)));
  app.get('/contact-list-items/:id', access({ plan: 'useCampaigns' }), async (request) => contactLists.getItem(request.auth, parseInput(idParamSchema, request.params).id));
  app.post('/contact-list-items', access({ plan: 'useCampaigns' }), async (request, reply) => reply.status(201).send(await contactLists.createItem(request.auth, parseInput(contactListItemFormSchema, request.body))));
  app.put('/contact-list-items/:id', access({ plan: 'useCampaigns' }), async (request) =>
    contactLists.updateItem(request.auth, parseInput(idParamSchema, request.params).id, parseInput(contactListItemFormSchema, request.body)),
  );
  app.delete('/contact-list-items/:id', access({ role: 'contacts-page:deleteContact', plan: 'useCampaigns' }), async (request, reply) => {
    await contactLists.deleteItem(request.auth, parseInput(idParamSchema, request.params).id);
    return reply.status(204).send();
  });
}

/** The first file part, streamed into the import as it arrives (never held whole in memory). */
async function uploadSheet(request: FastifyRequest, contactLists: ContactListsService, auth: RequestAuth, id: number): Promise<ContactListImportReport> {
  if (!request.isMultipart()) throw new AppError('ERR_INVALID_FILE', { message: 'Send the file as multipart/form-data' });
  try {
    const file = await request.file({ limits: { fileSize: MAX_SHEET_BYTES, files: 1 } });
    if (!file) throw new AppError('ERR_INVALID_FILE', { message: 'No file in the request' });
    // A file over the limit fails the import with ERR_FILE_TOO_LARGE (sheet-rows).
    return await contactLists.upload(auth, id, { stream: file.file, fileName: file.filename, mime: file.mimetype });
  } catch (error) {
    throw multipartReadError(error);
  }
}
