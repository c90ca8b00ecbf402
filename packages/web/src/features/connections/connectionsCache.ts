import type { QueryClient } from '@tanstack/react-query';
import type { Connection } from '@guiche/shared';
import { upsertRow } from '../../lib/pagedList';
import { connectionsKeys } from './connectionsApi';

/**
 * Edits of the cached connections for saves and live events. Two versions of one connection can arrive out of order
 * (a save's answer may come after the session events that followed the save), so the one written last, by
 * `updatedAt`, wins; on a tie, the one that arrived last. Live events never carry the API token (it is a
 * credential: they answer ""), so a merge keeps the token the other version had.
 */
export function mergeConnection(current: Connection | undefined, incoming: Connection): Connection {
  if (!current) return incoming;
  const [newer, older] =
    Date.parse(current.updatedAt) > Date.parse(incoming.updatedAt) ? [current, incoming] : [incoming, current];
  return newer.token === '' ? { ...newer, token: older.token } : newer;
}

/** The server's order: by name, then id. */
function compareConnections(a: Connection, b: Connection): number {
  return a.name.localeCompare(b.name) || a.id - b.id;
}

export function upsertConnection(list: readonly Connection[], incoming: Connection): Connection[] {
  const current = list.find((connection) => connection.id === incoming.id);
  return upsertRow(list, mergeConnection(current, incoming), compareConnections);
}

/** Puts a connection the server answered or announced into the cached list and its cached detail. */
export function cacheConnection(queryClient: QueryClient, incoming: Connection): void {
  queryClient.setQueryData<Connection[]>(connectionsKeys.list, (list) => list && upsertConnection(list, incoming));
  queryClient.setQueryData<Connection>(connectionsKeys.detail(incoming.id), (current) =>
    mergeConnection(current, incoming),
  );
}
