import type { FastifyInstance } from 'fastify';
import { idParamSchema, updateOwnPreferencesSchema } from '@guiche/shared';
import { parseInput } from '../../http/validate.js';
import type { UsersService } from './users.service.js';

export async function usersRoutes(app: FastifyInstance, { users }: { users: UsersService }): Promise<void> {
  app.get('/users/list', async (request) => users.listNames(request.auth));

  app.put('/users/:id', async (request) => {
    const { id } = parseInput(idParamSchema, request.params);
    const patch = parseInput(updateOwnPreferencesSchema, request.body);
    return users.updatePreferences(request.auth, id, patch);
  });
}
