import { z } from 'zod';
import {
  connectionSchema,
  type ConnectFacebookInput,
  type Connection,
  type CreateConnectionInput,
  type UpdateConnectionInput,
} from '@guiche/shared';
import { api } from '../../api/client';

/** The connections and sessions calls of spec 2 §7. */
export const connectionsKeys = {
  list: ['connections', 'list'] as const,
  detail: (id: number) => ['connections', 'detail', id] as const,
};

/** `session=0`: the list without session internals, as the spec's screen asks for it. */
export function fetchConnections(): Promise<Connection[]> {
  return api.get('/whatsapp?session=0', z.array(connectionSchema));
}

export function fetchConnection(id: number): Promise<Connection> {
  return api.get(`/whatsapp/${id}`, connectionSchema);
}

export function createConnection(input: CreateConnectionInput): Promise<Connection> {
  return api.post('/whatsapp', input, connectionSchema);
}

export function updateConnection(id: number, input: UpdateConnectionInput): Promise<Connection> {
  return api.put(`/whatsapp/${id}`, input, connectionSchema);
}

export function deleteConnection(id: number): Promise<void> {
  return api.delete(`/whatsapp/${id}`);
}

/** The session buttons of a row; each answers the connection as it is after the call. */
export type SessionCall = 'tryAgain' | 'newQr' | 'disconnect';

/** POST starts the session again, PUT logs it out for a new QR, DELETE logs it out and stops it. */
export function callSession(id: number, call: SessionCall): Promise<Connection> {
  const path = `/whatsappsession/${id}`;
  switch (call) {
    case 'tryAgain':
      return api.post(path, {}, connectionSchema);
    case 'newQr':
      return api.put(path, {}, connectionSchema);
    case 'disconnect':
      return api.deleteAndRead(path, connectionSchema);
  }
}

const restartResultSchema = z.object({ restarted: z.number().int(), failed: z.number().int() });
export type RestartResult = z.infer<typeof restartResultSchema>;

export function restartConnections(): Promise<RestartResult> {
  return api.post('/whatsapp-restart', {}, restartResultSchema);
}

/** POST /facebook: a connection per Page of the Facebook user, or per Instagram account with `addInstagram`. */
export function connectFacebook(input: ConnectFacebookInput): Promise<Connection[]> {
  return api.post('/facebook', input, z.array(connectionSchema));
}

/** The greeting's attachment goes up after the connection is saved, as multipart field `file`. */
export function uploadGreetingMedia(id: number, file: File): Promise<Connection> {
  const form = new FormData();
  form.append('file', file);
  return api.postForm(`/whatsapp/${id}/media-upload`, form, connectionSchema);
}

export function removeGreetingMedia(id: number): Promise<Connection> {
  return api.deleteAndRead(`/whatsapp/${id}/media-upload`, connectionSchema);
}

/** POST /closedimported/{id}: closes the tickets the message import opened (spec 2 §4). */
export function closeImportedTickets(id: number): Promise<Connection> {
  return api.post(`/closedimported/${id}`, {}, connectionSchema);
}
