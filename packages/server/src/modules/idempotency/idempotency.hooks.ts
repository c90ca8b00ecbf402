import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import { idempotencyRepository as repository, type IdempotencyScope } from './idempotency.repository.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set while a POST with an Idempotency-Key is handled for the first time: its answer is stored on send. */
    idempotency?: IdempotencyScope;
  }
}

/** Visible ASCII, as the IETF Idempotency-Key draft and common clients (UUIDs) use. */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
/**
 * A first request still unanswered after this long was cut off with its process (no request runs this long). Its
 * retry is not run again: what it did before it died is unknown (a reply stored and queued, a tag created), and
 * running it again blindly stored a second message. It is answered 409 ERR_REQUEST_INTERRUPTED, for the client to
 * look and, if nothing was done, try again under a new key.
 */
const INTERRUPTED_AFTER_MS = 5 * 60_000;
const KEEP_ANSWERS_MS = 24 * 60 * 60_000;
/**
 * Pauses before the key of a request that failed with a 5xx is released again: the failure is most often the
 * database's (a connection cut), and so is the first release's. Left claimed, the key answered its retry 409 in
 * progress, and the reply was never posted (seen in the fault suite with PostgreSQL's backends terminated).
 */
const RELEASE_PAUSES_MS = [100, 500, 2000];
const PRUNE_EVERY_MS = 60 * 60_000;

export const IDEMPOTENT_REPLAY_HEADER = 'Idempotent-Replayed';

/**
 * Idempotency-Key on authenticated POSTs (issue: a client that retried after a lost answer sent the customer the
 * message twice). The first request with a key runs and its answer (status and JSON body) is stored per user; a
 * retry with the same key and request gets that answer back without running again, one still running gets 409
 * ERR_REQUEST_IN_PROGRESS (ERR_REQUEST_INTERRUPTED once its process is surely gone), and the same key with a different request gets 422 ERR_IDEMPOTENCY_KEY_REUSED. A 5xx
 * answer is not kept, so the retry really retries. Requests without the header are untouched.
 */
export function registerIdempotency(scope: FastifyInstance, { db, now }: { db: Db; now: () => Date }): void {
  // The body as it was sent: the route's validation (after this, before preHandler) replaces it with its parse.
  scope.addHook('preValidation', async (request) => {
    if (request.method === 'POST' && request.headers['idempotency-key'] !== undefined)
      rawBodyHashes.set(request, requestHash(request));
  });
  scope.addHook('preHandler', async (request, reply) => {
    if (request.method !== 'POST') return;
    const key = request.headers['idempotency-key'];
    if (key === undefined) return;
    if (typeof key !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(key)) {
      throw new AppError('ERR_VALIDATION', { message: 'Idempotency-Key must be 1 to 255 visible ASCII characters' });
    }
    const keyScope: IdempotencyScope = { companyId: request.auth.companyId, userId: request.auth.userId, key };
    const hash = rawBodyHashes.get(request) ?? requestHash(request);
    if (await repository.claim(db, { scope: keyScope, requestHash: hash })) {
      request.idempotency = keyScope;
      return;
    }
    const first = await repository.find(db, keyScope);
    if (first && first.requestHash !== hash) throw new AppError('ERR_IDEMPOTENCY_KEY_REUSED');
    // No row: the first request failed with a 5xx and released the key an instant ago; the client may retry.
    if (!first) throw new AppError('ERR_REQUEST_IN_PROGRESS');
    if (first.responseStatus === null) {
      throw new AppError(
        first.createdAt.getTime() < now().getTime() - INTERRUPTED_AFTER_MS
          ? 'ERR_REQUEST_INTERRUPTED'
          : 'ERR_REQUEST_IN_PROGRESS',
      );
    }
    reply.header(IDEMPOTENT_REPLAY_HEADER, 'true').status(first.responseStatus);
    return first.responseBody === null ? reply.send() : reply.send(first.responseBody);
  });

  scope.addHook('onSend', async (request, reply, payload) => {
    const keyScope = request.idempotency;
    if (!keyScope) return payload;
    request.idempotency = undefined;
    try {
      if (reply.statusCode >= 500) await releaseWithRetries(db, keyScope);
      else await repository.saveAnswer(db, { scope: keyScope, status: reply.statusCode, body: jsonBodyOf(payload) });
    } catch (error) {
      // The answer still goes out; the key stays unanswered, and a retry is told it was interrupted.
      request.log.error({ err: error }, 'storing the idempotent answer failed');
    }
    return payload;
  });

  const prune = setInterval(() => {
    repository.pruneOlderThan(db, new Date(now().getTime() - KEEP_ANSWERS_MS)).catch((error: unknown) => {
      scope.log.warn({ err: error }, 'pruning idempotency keys failed');
    });
  }, PRUNE_EVERY_MS);
  prune.unref();
  scope.addHook('onClose', async () => clearInterval(prune));
}

async function releaseWithRetries(db: Db, keyScope: IdempotencyScope): Promise<void> {
  for (const pauseMs of RELEASE_PAUSES_MS) {
    try {
      return await repository.release(db, keyScope);
    } catch {
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  }
  await repository.release(db, keyScope);
}

const rawBodyHashes = new WeakMap<FastifyRequest, string>();

/** Method, path and JSON body. A multipart body is a stream not yet read here: its key covers method and path. */
function requestHash(request: FastifyRequest): string {
  return createHash('sha256')
    .update(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`)
    .digest('hex');
}

function jsonBodyOf(payload: unknown): unknown {
  if (typeof payload !== 'string' || payload === '') return null;
  try {
    return JSON.parse(payload) as unknown;
  } catch {
    return null;
  }
}
