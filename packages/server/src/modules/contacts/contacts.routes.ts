import type { FastifyInstance } from 'fastify';
import { blockContactSchema, contactFormSchema, idParamSchema, listContactsQuerySchema, searchParamField } from '@guiche/shared';
import { z } from 'zod';
import { parseInput } from '../../http/validate.js';
import type { ContactsService } from './contacts.service.js';
import { access } from '../../http/route-access.js';

/** GET /contacts/list: a picker's search, bounded. */
const listNamesQuery = z.object({ searchParam: searchParamField(), limit: z.coerce.number().int().min(1).max(100).default(50) });
const numberParams = z.object({ number: z.string().max(60) });
const updateContactSchema = contactFormSchema.partial();

/** Contacts (spec 1 §7 "Contacts"). */
export async function contactsRoutes(app: FastifyInstance, { contacts }: { contacts: ContactsService }): Promise<void> {
  app.get('/contacts', async (request) => contacts.list(request.auth, parseInput(listContactsQuerySchema, request.query)));

  app.get('/contacts/list', async (request) => {
    const { searchParam, limit } = parseInput(listNamesQuery, request.query);
    return contacts.listNames(request.auth, searchParam, limit);
  });

  app.get('/contacts/profile/:number', async (request) => contacts.profile(request.auth, parseInput(numberParams, request.params).number));

  app.get('/contacts/:id', async (request) => contacts.get(request.auth, parseInput(idParamSchema, request.params).id));

  app.post('/contacts', async (request, reply) => reply.status(201).send(await contacts.create(request.auth, parseInput(contactFormSchema, request.body))));

  app.put('/contacts/toggleDisableBot/:id', async (request) => contacts.toggle(request.auth, parseInput(idParamSchema, request.params).id, 'disableBot'));

  app.put('/contacts/toggleAcceptAudio/:id', async (request) =>
    contacts.toggle(request.auth, parseInput(idParamSchema, request.params).id, 'acceptAudioMessage'),
  );

  app.put('/contacts/block/:id', async (request) => {
    const { id } = parseInput(idParamSchema, request.params);
    return contacts.setActive(request.auth, id, parseInput(blockContactSchema, request.body).active);
  });

  app.put('/contacts/:id', async (request) => {
    const { id } = parseInput(idParamSchema, request.params);
    return contacts.update(request.auth, id, parseInput(updateContactSchema, request.body));
  });

  app.delete('/contacts/:id', access({ role: 'contacts-page:deleteContact' }), async (request, reply) => {
    await contacts.delete(request.auth, parseInput(idParamSchema, request.params).id);
    return reply.status(204).send();
  });
}
