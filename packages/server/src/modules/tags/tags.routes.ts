import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParam, idParamSchema, listTagsQuerySchema, syncTagsSchema, tagFormSchema } from '@guiche/shared';
import { z } from 'zod';
import { routeOptions } from '../../http/route-schema.js';
import { laneOrderSchema } from './lane-order.js';
import type { TagsService } from './tags.service.js';

const listAllQuery = listTagsQuerySchema.pick({ kanban: true });
const contactParams = z.object({ contactId: idParam() });
const ticketParams = z.object({ ticketId: idParam() });
const ticketTagParams = ticketParams.extend({ tagId: idParam() });
const route = routeOptions('tags');

/** Tags and their links to contacts and tickets (spec 1 §7 "Tickets", spec 3 "Tags and kanban"). */
export async function tagsRoutes(app: FastifyInstance, { tags }: { tags: TagsService }): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const byId = { params: idParamSchema };
  api.get('/tags', route('List tags', { querystring: listTagsQuerySchema }), async (request) => {
    const { searchParam, kanban, offset, limit } = request.query;
    return tags.list(request.auth, { search: searchParam, kanban }, { offset, limit });
  });

  api.get('/tags/list', route('All tags (or the kanban lanes)', { querystring: listAllQuery }), async (request) =>
    tags.listAll(request.auth, request.query.kanban),
  );

  api.get('/tags/kanban', route('The kanban lanes'), async (request) => tags.listAll(request.auth, 1));

  api.put(
    '/tags/kanban/order',
    route('Order the kanban lanes', { body: laneOrderSchema }, { plan: 'useKanban' }),
    async (request) => tags.orderLanes(request.auth, request.body),
  );

  api.get('/tags/:id', route('Show a tag', byId), async (request) => tags.get(request.auth, request.params.id));

  api.post('/tags', route('Create a tag', { body: tagFormSchema }), async (request, reply) =>
    reply.status(201).send(await tags.create(request.auth, request.body)),
  );

  api.post('/tags/sync', route('Set a ticket’s tags', { body: syncTagsSchema }), async (request) =>
    tags.sync(request.auth, request.body),
  );

  api.put('/tags/:id', route('Update a tag', { ...byId, body: tagFormSchema }), async (request) =>
    tags.update(request.auth, request.params.id, request.body),
  );

  api.delete('/tags/:id', route('Delete a tag', byId), async (request, reply) => {
    await tags.delete(request.auth, request.params.id);
    return reply.status(204).send();
  });

  api.get('/contactTags/:contactId', route('A contact’s tags', { params: contactParams }), async (request) =>
    tags.contactTags(request.auth, request.params.contactId),
  );

  api.put(
    '/ticket-tags/:ticketId/:tagId',
    route('Move a ticket to a kanban lane', { params: ticketTagParams }),
    async (request) => {
      const { ticketId, tagId } = request.params;
      return tags.addTicketTag(request.auth, ticketId, tagId);
    },
  );

  api.delete(
    '/ticket-tags/:ticketId',
    route('Take a ticket off the kanban', { params: ticketParams }, { plan: 'useKanban' }),
    async (request, reply) => {
      await tags.removeTicketKanbanTags(request.auth, request.params.ticketId);
      return reply.status(204).send();
    },
  );
}
