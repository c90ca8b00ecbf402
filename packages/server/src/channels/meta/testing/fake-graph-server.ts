import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pageMessages, userProfile } from './fake-messenger.js';
import { subscribeApp, userAccounts, type FakePage } from './fake-pages.js';
import { toFakeRequest, type FakeRequest } from './fake-request.js';
import { FakeGraphState, type FakeProfile } from './fake-state.js';
import { whatsappMediaInfo, whatsappMessages, whatsappUpload } from './fake-whatsapp.js';
import { graphError, invalidParameter, invalidToken, type FakeAnswer } from './graph-answers.js';

/** An answer forced on the next request: a Graph error, a 5xx, or `hang` (never answers, for timeout tests). */
export type InjectedFailure = FakeAnswer | 'hang';

/** A request held back until the test releases it (to act while a call is in flight). */
export interface HeldRequest {
  /** Resolves once a matching request has arrived and is being held. */
  reached: Promise<FakeRequest>;
  /** Lets the held request go on: to `answer` when given, else to its normal answer. */
  release(answer?: FakeAnswer): void;
}

interface Hold {
  matches: (request: FakeRequest) => boolean;
  arrived: (request: FakeRequest) => void;
  released: Promise<FakeAnswer | undefined>;
}

/**
 * A local stand-in for graph.facebook.com, on 127.0.0.1 with a random port: the Cloud API send, media upload and
 * two-step media download, the Messenger/Instagram Send API, and a user's Pages with their webhook subscriptions,
 * with tokens, windows and shapes enforced as Meta documents them. Every request is recorded for assertions. Test
 * support only.
 */
export class FakeGraphServer {
  readonly requests: FakeRequest[] = [];
  private readonly failures: InjectedFailure[] = [];
  private readonly hanging = new Set<ServerResponse>();
  private readonly holds: Hold[] = [];

  private constructor(
    private readonly server: Server,
    readonly baseUrl: string,
    readonly state: FakeGraphState,
  ) {}

  static async start(clock?: () => number): Promise<FakeGraphServer> {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const fake = new FakeGraphServer(server, `http://127.0.0.1:${port}`, new FakeGraphState(clock));
    server.on('request', (request: IncomingMessage, response: ServerResponse) => void fake.handle(request, response));
    return fake;
  }

  /** A Cloud API business number; `throughput` is its level as `GET /{phone-number-id}?fields=throughput` tells it. */
  addPhoneNumber(phoneNumberId: string, token: string, throughput: 'STANDARD' | 'HIGH' = 'STANDARD'): void {
    this.state.accounts.set(phoneNumberId, { id: phoneNumberId, kind: 'whatsapp', token, throughput });
  }

  /** A Facebook Page or an Instagram professional account (same Send API). */
  addPage(accountId: string, token: string): void {
    this.state.accounts.set(accountId, { id: accountId, kind: 'page', token });
  }

  /**
   * A Facebook user who manages `pages`: `/{user-id}/accounts` lists them for `token`, and each Page (and its
   * Instagram account, which sends with the Page's token) becomes a Send API account.
   */
  addUser(userId: string, token: string, pages: FakePage[]): void {
    this.state.users.set(userId, { token, pages });
    for (const page of pages) {
      this.addPage(page.id, page.token);
      if (page.instagram) this.addPage(page.instagram.id, page.token);
    }
  }

  /** Media a customer sent: answers the media id a webhook would carry. */
  addMedia(phoneNumberId: string, bytes: Buffer, mime: string): string {
    return this.state.storeMedia(phoneNumberId, bytes, mime).id;
  }

  /**
   * A customer's User Profile API answer (`kind` decides which fields Graph accepts for the id). With `picture`,
   * `profile_pic` points at the fake's public CDN path serving those bytes.
   */
  addProfile(userId: string, profile: FakeProfile, picture?: { bytes: Buffer; mime: string }): void {
    if (picture) this.state.profilePictures.set(userId, picture);
    this.state.profiles.set(userId, picture ? { ...profile, profile_pic: this.profilePictureUrl(userId) } : profile);
  }

  profilePictureUrl(userId: string): string {
    return `${this.baseUrl}/profile-pics/${encodeURIComponent(userId)}.jpg`;
  }

  /**
   * Holds the next request `matches` accepts until `release`, which may also name its answer (a failure aimed at
   * that one request, whatever else reaches the fake meanwhile). Checked before `failNext`'s failures.
   */
  holdNext(matches: (request: FakeRequest) => boolean): HeldRequest {
    let arrived: (request: FakeRequest) => void = () => undefined;
    let release: (answer?: FakeAnswer) => void = () => undefined;
    const reached = new Promise<FakeRequest>((resolve) => (arrived = resolve));
    const released = new Promise<FakeAnswer | undefined>((resolve) => (release = resolve));
    this.holds.push({ matches, arrived, released });
    return { reached, release };
  }

  failNext(...failures: InjectedFailure[]): void {
    this.failures.push(...failures);
  }

  /** Recorded `POST …/{accountId}/messages` calls, oldest first. */
  sends(accountId: string): FakeRequest[] {
    return this.requests.filter(
      (request) => request.method === 'POST' && request.path.endsWith(`/${accountId}/messages`),
    );
  }

  async close(): Promise<void> {
    for (const response of this.hanging) response.destroy();
    await new Promise<void>((resolve, reject) => this.server.close((error) => (error ? reject(error) : resolve())));
  }

  private async handle(message: IncomingMessage, response: ServerResponse): Promise<void> {
    const request = await toFakeRequest(message, this.baseUrl);
    this.requests.push(request);
    const hold = this.holds.findIndex((candidate) => candidate.matches(request));
    let forced: FakeAnswer | undefined;
    if (hold >= 0) {
      const [held] = this.holds.splice(hold, 1);
      held?.arrived(request);
      forced = await held?.released;
    }
    const failure = forced ?? this.failures.shift();
    if (failure === 'hang') {
      this.hanging.add(response);
      return;
    }
    const answer = failure ?? (await this.route(request));
    if (Buffer.isBuffer(answer.body)) {
      response.writeHead(answer.status, { 'content-type': answer.contentType ?? 'application/octet-stream' });
      response.end(answer.body);
      return;
    }
    response.writeHead(answer.status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(answer.body));
  }

  private async route(request: FakeRequest): Promise<FakeAnswer> {
    const [first, id, edge, ...rest] = request.path.split('/').filter(Boolean);
    if (first === 'media-files' && id && request.method === 'GET') return this.mediaFile(id, request);
    if (first === 'profile-pics' && id && request.method === 'GET') return this.profilePicture(id);
    if (!first || !/^v\d+\.\d+$/.test(first) || !id || rest.length > 0) return graphError(404, 803, 'Unknown path');
    if (request.method === 'GET' && edge === 'accounts') return userAccounts(this.state, id, request);
    if (request.method === 'POST' && edge === 'subscribed_apps') return subscribeApp(this.state, id, request);
    const account = this.state.accounts.get(id);
    if (request.method === 'POST' && (edge === 'messages' || edge === 'media')) {
      if (!account) return invalidParameter(`Object with ID '${id}' does not exist`);
      if (request.bearer !== account.token) return invalidToken();
      if (edge === 'media' && account.kind === 'whatsapp') return whatsappUpload(this.state, id, request);
      if (edge === 'messages') {
        return account.kind === 'whatsapp'
          ? whatsappMessages(this.state, id, request)
          : pageMessages(this.state, id, request);
      }
    }
    if (request.method === 'GET' && edge === undefined) {
      if (account?.kind === 'whatsapp') {
        return request.bearer === account.token
          ? { status: 200, body: { throughput: { level: account.throughput ?? 'STANDARD' }, id } }
          : invalidToken();
      }
      const media = this.state.media.get(id);
      if (media) {
        return request.bearer === this.state.accounts.get(media.owner)?.token
          ? whatsappMediaInfo(this.state, id, request, this.baseUrl)
          : invalidToken();
      }
      const pageToken = [...this.state.accounts.values()].some((a) => a.kind === 'page' && a.token === request.bearer);
      return pageToken ? userProfile(this.state, id, request) : invalidToken();
    }
    return graphError(400, 100, `Unsupported ${request.method} request`);
  }

  /** A profile picture on the (public) CDN: Meta's lookaside URLs need no token. */
  private profilePicture(file: string): FakeAnswer {
    const picture = this.state.profilePictures.get(decodeURIComponent(file.replace(/\.jpg$/, '')));
    return picture
      ? { status: 200, body: picture.bytes, contentType: picture.mime }
      : graphError(404, 100, 'Picture not found');
  }

  /** The media URL handed out by `GET /{media-id}`: needs the owner's bearer token and expires. */
  private mediaFile(mediaId: string, request: FakeRequest): FakeAnswer {
    const media = this.state.media.get(mediaId);
    const expiresAt = Number(request.query.get('exp'));
    if (!media || request.query.get('sig') !== this.state.mediaUrlSignature(mediaId, expiresAt)) {
      return graphError(404, 100, 'Media not found');
    }
    if (request.bearer !== this.state.accounts.get(media.owner)?.token) return invalidToken();
    if (this.state.now() > expiresAt) return graphError(404, 100, 'Media URL expired');
    return { status: 200, body: media.bytes, contentType: media.mime };
  }
}
