import type { FastifyInstance } from 'fastify';
import { idParam, idParamSchema, listTagsQuerySchema, syncTagsSchema, tagFormSchema } from '@guiche/shared';
import { z } from 'zod';
import { parseInput } from '../../http/validate.js';
import type { TagsService } from './tags.service.js';
import { access } from '../../http/route-access.js';

const listAllQuery = listTagsQuerySchema.pick({ kanban: true });
const contactParams = z.object({ contactId: idParam() });
const ticketParams = z.object({ ticketId: idParam() });
const ticketTagParams = ticketParams.extend({ tagId: idParam() });

/** Tags and their links to contacts and tickets (spec 1 §7 "Tickets", spec 3 "Tags and kanban"). */
export async function tagsRoutes(app: FastifyInstance, { tags }: { tags: TagsService }): Promise<void> {
  app.get('/tags', async (request) => {
    const { searchParam, kanban, offset, limit } = parseInput(listTagsQuerySchema, request.query);
    return tags.list(request.auth, { search: searchParam, kanban }, { offset, limit });
  });

  app.get('/tags/list', async (request) => tags.listAll(request.auth, parseInput(listAllQuery, request.query).kanban));

  app.get('/tags/kanban', async (request) => tags.listAll(request.auth, 1));

  app.get('/tags/:id', async (request) => tags.get(request.auth, parseInput(idParamSchema, request.params).id));

  app.post('/tags', async (request, reply) => reply.status(201).send(await tags.create(request.auth, parseInput(tagFormSchema, request.body))));

  app.post('/tags/sync', async (request) => tags.sync(request.auth, parseInput(syncTagsSchema, request.body)));

  app.put('/tags/:id', async (request) => {
    const { id } = parseInput(idParamSchema, request.params);
    return tags.update(request.auth, id, parseInput(tagFormSchema, request.body));
  });

  app.delete('/tags/:id', async (request, reply) => {
    await tags.delete(request.auth, parseInput(idParamSchema, request.params).id);
    return reply.status(204).send();
  });

  app.get('/contactTags/:contactId', async (request) => tags.contactTags(request.auth, parseInput(contactParams, request.params).contactId));

  app.put('/ticket-tags/:ticketId/:tagId', async (request) => {
    const { ticketId, tagId } = parseInput(ticketTagParams, request.params);
    return tags.addTicketTag(request.auth, ticketId, tagId);
  });

  app.delete('/ticket-tags/:ticketId', access({ plan: 'useKanban' }), async (request, reply) => {
    await tags.removeTicketKanbanTags(request.auth, parseInput(ticketParams, request.params).ticketId);
    return reply.status(204).send();
  });
}
