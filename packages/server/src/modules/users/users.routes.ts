import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createUserSchema, idParam, idParamSchema, listUsersQuerySchema, updateUserSchema } from '@guiche/shared';
import { z } from 'zod';
import { AppError } from '../../http/app-error.js';
import { routeOptions, SINGLE_FILE_BODY } from '../../http/route-schema.js';
import { readUpload } from '../../http/uploads.js';
import { sniffImage } from '../../storage/tenant-storage.js';
import type { UsersService } from './users.service.js';

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
const listNamesQuery = z.object({ companyId: idParam().optional() });
const route = routeOptions('users');

export async function usersRoutes(app: FastifyInstance, { users }: { users: UsersService }): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get('/users', route('List users', { querystring: listUsersQuerySchema }), async (request) =>
    users.list(request.auth, request.query),
  );

  api.get('/users/list', route('Users’ names (for pickers)', { querystring: listNamesQuery }), async (request) =>
    users.listNames(request.auth, request.query.companyId),
  );

  api.get('/users/:id', route('Show a user', { params: idParamSchema }), async (request) =>
    users.get(request.auth, request.params.id),
  );

  api.post('/users', route('Create a user', { body: createUserSchema }, { role: 'admin' }), async (request, reply) => {
    const user = await users.create(request.auth, request.body);
    return reply.status(201).send(user);
  });

  api.put('/users/:id', route('Update a user', { params: idParamSchema, body: updateUserSchema }), async (request) =>
    users.update(request.auth, request.params.id, request.body),
  );

  api.delete(
    '/users/:id',
    route('Delete a user', { params: idParamSchema }, { role: 'admin' }),
    async (request, reply) => {
      await users.delete(request.auth, request.params.id);
      return reply.status(204).send();
    },
  );

  api.post(
    '/users/:id/media-upload',
    route('Set a user’s avatar (PNG, JPEG, WebP or GIF, 2 MB)', { params: idParamSchema, body: SINGLE_FILE_BODY }),
    async (request) => {
      const { id } = request.params;
      const { content } = await readUpload(request, AVATAR_MAX_BYTES);
      const image = await sniffImage(content);
      if (!image) throw new AppError('ERR_INVALID_FILE', { message: 'Only PNG, JPEG, WebP or GIF images' });
      return users.setAvatar(request.auth, id, { content, extension: image.extension });
    },
  );
}
