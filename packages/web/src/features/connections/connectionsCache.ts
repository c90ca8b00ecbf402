import type { Connection } from '@guiche/shared';

/**
 * Edits of the cached connections for saves and live events. Live events never carry the API token (it is a
 * credential), so a merge keeps the token the cache already had.
 */
export function mergeConnection(current: Connection | undefined, incoming: Connection): Connection {
  return current && incoming.token === null ? { ...incoming, token: current.token } : incoming;
}

/** The server's order: by name, then id. */
function compareConnections(a: Connection, b: Connection): number {
  return a.name.localeCompare(b.name) || a.id - b.id;
}

export function upsertConnection(list: readonly Connection[], incoming: Connection): Connection[] {
  const current = list.find((connection) => connection.id === incoming.id);
  return [...list.filter((connection) => connection.id !== incoming.id), mergeConnection(current, incoming)].sort(compareConnections);
}

export function removeConnection(list: readonly Connection[], id: number): Connection[] {
  return list.filter((connection) => connection.id !== id);
}
