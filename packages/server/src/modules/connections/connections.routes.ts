import type { FastifyInstance } from 'fastify';
import {
  GREETING_MEDIA_MAX_BYTES,
  connectFacebookSchema,
  createConnectionSchema,
  idParamSchema,
  listConnectionsQuerySchema,
  updateConnectionSchema,
} from '@guiche/shared';
import { AppError } from '../../http/app-error.js';
import { readUpload } from '../../http/uploads.js';
import { parseInput } from '../../http/validate.js';
import type { ConnectionsService } from './connections.service.js';
import { sniffGreetingMedia } from './greeting-media.js';
import { access } from '../../http/route-access.js';

/** Connections CRUD of spec 2 §7 ("/whatsapp"). Sessions (QR, restart) live with the channel manager. */
export async function connectionsRoutes(app: FastifyInstance, { connections }: { connections: ConnectionsService }): Promise<void> {
  app.get('/whatsapp', async (request) => connections.list(request.auth, parseInput(listConnectionsQuerySchema, request.query).companyId));
  app.get('/whatsapp/:id', async (request) => connections.get(request.auth, parseInput(idParamSchema, request.params).id));
  app.post('/whatsapp', access({ role: 'connections-page:addConnection' }), async (request, reply) =>
    reply.status(201).send(await connections.create(request.auth, parseInput(createConnectionSchema, request.body))),
  );
  app.put('/whatsapp/:id', access({ role: 'connections-page:editOrDeleteConnection' }), async (request) =>
    connections.update(request.auth, parseInput(idParamSchema, request.params).id, parseInput(updateConnectionSchema, request.body)),
  );
  app.delete('/whatsapp/:id', access({ role: 'connections-page:editOrDeleteConnection' }), async (request, reply) => {
    await connections.delete(request.auth, parseInput(idParamSchema, request.params).id);
    return reply.status(204).send();
  });

  app.post('/whatsapp/:id/media-upload', access({ role: 'connections-page:editOrDeleteConnection' }), async (request) => {
    // Refused before the upload is read, not after: by the route's declared access.
    const { id } = parseInput(idParamSchema, request.params);
    const { content } = await readUpload(request, GREETING_MEDIA_MAX_BYTES);
    const media = sniffGreetingMedia(content);
    if (!media) throw new AppError('ERR_INVALID_FILE', { message: 'Only images (PNG, JPEG, WebP, GIF) or videos (MP4, 3GP)' });
    return connections.greetingMedia.set(request.auth, id, { content, extension: media.extension });
  });
  app.delete('/whatsapp/:id/media-upload', access({ role: 'connections-page:editOrDeleteConnection' }), async (request) =>
    connections.greetingMedia.remove(request.auth, parseInput(idParamSchema, request.params).id),
  );

  app.post('/facebook', access({ role: 'connections-page:addConnection' }), async (request) => connections.metaPages.connect(request.auth, parseInput(connectFacebookSchema, request.body)));
  app.post('/closedimported/:id', access({ role: 'connections-page:editOrDeleteConnection' }), async (request) => connections.closeImported(request.auth, parseInput(idParamSchema, request.params).id));
}
