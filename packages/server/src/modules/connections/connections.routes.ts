import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  GREETING_MEDIA_MAX_BYTES,
  connectFacebookSchema,
  createConnectionSchema,
  idParamSchema,
  listConnectionsQuerySchema,
  updateConnectionSchema,
} from '@guiche/shared';
import { AppError } from '../../http/app-error.js';
import { routeOptions, SINGLE_FILE_BODY } from '../../http/route-schema.js';
import { readUpload } from '../../http/uploads.js';
import type { ConnectionsService } from './connections.service.js';
import { sniffGreetingMedia } from './greeting-media.js';

const route = routeOptions('connections');

/** Connections CRUD of spec 2 §7 ("/whatsapp"). Sessions (QR, restart) live with the channel manager. */
export async function connectionsRoutes(
  app: FastifyInstance,
  { connections }: { connections: ConnectionsService },
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const byId = { params: idParamSchema };
  const add = { role: 'connections-page:addConnection' } as const;
  const edit = { role: 'connections-page:editOrDeleteConnection' } as const;
  api.get('/whatsapp', route('List connections', { querystring: listConnectionsQuerySchema }), async (request) =>
    connections.list(request.auth, request.query.companyId),
  );
  api.get('/whatsapp/:id', route('Show a connection', byId), async (request) =>
    connections.get(request.auth, request.params.id),
  );
  api.post('/whatsapp', route('Create a connection', { body: createConnectionSchema }, add), async (request, reply) =>
    reply.status(201).send(await connections.create(request.auth, request.body)),
  );
  api.put(
    '/whatsapp/:id',
    route('Update a connection', { ...byId, body: updateConnectionSchema }, edit),
    async (request) => connections.update(request.auth, request.params.id, request.body),
  );
  api.delete('/whatsapp/:id', route('Delete a connection', byId, edit), async (request, reply) => {
    await connections.delete(request.auth, request.params.id);
    return reply.status(204).send();
  });

  // Refused before the upload is read, not after: by the route's declared access.
  api.post(
    '/whatsapp/:id/media-upload',
    route('Set a connection’s greeting media (image or video)', { ...byId, body: SINGLE_FILE_BODY }, edit),
    async (request) => {
      const { id } = request.params;
      const { content } = await readUpload(request, GREETING_MEDIA_MAX_BYTES);
      const media = await sniffGreetingMedia(content);
      if (!media)
        throw new AppError('ERR_INVALID_FILE', { message: 'Only images (PNG, JPEG, WebP, GIF) or videos (MP4, 3GP)' });
      return connections.greetingMedia.set(request.auth, id, { content, extension: media.extension });
    },
  );
  api.delete('/whatsapp/:id/media-upload', route('Remove a connection’s greeting media', byId, edit), async (request) =>
    connections.greetingMedia.remove(request.auth, request.params.id),
  );

  api.post(
    '/facebook',
    route('Connect Facebook pages and Instagram accounts', { body: connectFacebookSchema }, add),
    async (request) => connections.metaPages.connect(request.auth, request.body),
  );
  api.post('/closedimported/:id', route('Close the tickets a connection imported', byId, edit), async (request) =>
    connections.closeImported(request.auth, request.params.id),
  );
}
