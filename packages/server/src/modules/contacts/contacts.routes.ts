import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  blockContactSchema,
  contactFormSchema,
  idParamSchema,
  listContactsQuerySchema,
  searchParamField,
} from '@guiche/shared';
import { z } from 'zod';
import { routeOptions } from '../../http/route-schema.js';
import type { ContactsService } from './contacts.service.js';
import { exportFormatField, exportHeaders } from '../../lib/table-export.js';

/** GET /contacts/list: a picker's search, bounded. */
const listNamesQuery = z.object({
  searchParam: searchParamField(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
const numberParams = z.object({ number: z.string().max(60) });
/** GET /contacts/export: the list's filter and the file's format. */
const exportQuery = listContactsQuerySchema.omit({ pageNumber: true }).extend({ format: exportFormatField() });
const updateContactSchema = contactFormSchema.partial();
const route = routeOptions('contacts');

/** Contacts (spec 1 §7 "Contacts"). */
export async function contactsRoutes(app: FastifyInstance, { contacts }: { contacts: ContactsService }): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const byId = { params: idParamSchema };
  api.get('/contacts', route('List contacts', { querystring: listContactsQuerySchema }), async (request) =>
    contacts.list(request.auth, request.query),
  );

  api.get(
    '/contacts/list',
    route('Contacts’ names (a picker’s search)', { querystring: listNamesQuery }),
    async (request) => {
      const { searchParam, limit } = request.query;
      return contacts.listNames(request.auth, searchParam, limit);
    },
  );

  api.get(
    '/contacts/export',
    route('The contacts the filter finds, as a CSV or Excel file (streamed)', { querystring: exportQuery }),
    async (request, reply) => {
      const { rows, fileBase, stream } = await contacts.export(request.auth, request.query, (error) =>
        request.log.error({ err: error }, 'contacts export failed'),
      );
      return reply.headers(exportHeaders(request.query.format, fileBase, rows)).send(stream);
    },
  );

  api.get(
    '/contacts/profile/:number',
    route('A contact by number, created if new', { params: numberParams }),
    async (request) => contacts.profile(request.auth, request.params.number),
  );

  api.get('/contacts/:id', route('Show a contact', byId), async (request) =>
    contacts.get(request.auth, request.params.id),
  );

  api.post('/contacts', route('Create a contact', { body: contactFormSchema }), async (request, reply) =>
    reply.status(201).send(await contacts.create(request.auth, request.body)),
  );

  api.put('/contacts/toggleDisableBot/:id', route('Turn the chatbot off or on for a contact', byId), async (request) =>
    contacts.toggle(request.auth, request.params.id, 'disableBot'),
  );

  api.put(
    '/contacts/toggleAcceptAudio/:id',
    route('Turn accepting audio off or on for a contact', byId),
    async (request) => contacts.toggle(request.auth, request.params.id, 'acceptAudioMessage'),
  );

  api.put(
    '/contacts/block/:id',
    route('Block or unblock a contact', { ...byId, body: blockContactSchema }),
    async (request) => contacts.setActive(request.auth, request.params.id, request.body.active),
  );

  api.put('/contacts/:id', route('Update a contact', { ...byId, body: updateContactSchema }), async (request) =>
    contacts.update(request.auth, request.params.id, request.body),
  );

  api.delete(
    '/contacts/:id',
    route('Delete a contact', byId, { role: 'contacts-page:deleteContact' }),
    async (request, reply) => {
      await contacts.delete(request.auth, request.params.id);
      return reply.status(204).send();
    },
  );
}
