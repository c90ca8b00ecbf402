import type { FastifyInstance } from 'fastify';
import { createUserSchema, idParam, idParamSchema, listUsersQuerySchema, updateUserSchema } from '@guiche/shared';
import { z } from 'zod';
import { AppError } from '../../http/app-error.js';
import { readUpload } from '../../http/uploads.js';
import { parseInput } from '../../http/validate.js';
import { sniffImage } from '../../storage/tenant-storage.js';
import type { UsersService } from './users.service.js';
import { access } from '../../http/route-access.js';

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
const listNamesQuery = z.object({ companyId: idParam().optional() });

export async function usersRoutes(app: FastifyInstance, { users }: { users: UsersService }): Promise<void> {
  app.get('/users', async (request) => users.list(request.auth, parseInput(listUsersQuerySchema, request.query)));

  app.get('/users/list', async (request) => users.listNames(request.auth, parseInput(listNamesQuery, request.query).companyId));

  app.get('/users/:id', async (request) => users.get(request.auth, parseInput(idParamSchema, request.params).id));

  app.post('/users', access({ role: 'admin' }), async (request, reply) => {
    const user = await users.create(request.auth, parseInput(createUserSchema, request.body));
    return reply.status(201).send(user);
  });

  app.put('/users/:id', async (request) => {
    const { id } = parseInput(idParamSchema, request.params);
    return users.update(request.auth, id, parseInput(updateUserSchema, request.body));
  });

  app.delete('/users/:id', access({ role: 'admin' }), async (request, reply) => {
    await users.delete(request.auth, parseInput(idParamSchema, request.params).id);
    return reply.status(204).send();
  });

  app.post('/users/:id/media-upload', async (request) => {
    const { id } = parseInput(idParamSchema, request.params);
    const { content } = await readUpload(request, AVATAR_MAX_BYTES);
    const image = sniffImage(content);
    if (!image) throw new AppError('ERR_INVALID_FILE', { message: 'Only PNG, JPEG, WebP or GIF images' });
    return users.setAvatar(request.auth, id, { content, extension: image.extension });
  });
}
