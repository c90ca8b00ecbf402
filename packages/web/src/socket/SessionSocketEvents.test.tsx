import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, waitFor } from '@testing-library/react';
import type { Socket } from 'socket.io-client';
import { serverEvents } from '@guiche/shared';
import { renderWithProviders } from '../test/renderWithProviders';
import { sessionUser } from '../test/sessionUser';
import { SessionSocketEvents } from './SessionSocketEvents';
import { SocketContext } from './socketContext';

/** An access token of login session `sid`, as the client reads it (unverified). */
const tokenOf = (sid: string) => `header.${btoa(JSON.stringify({ sid }))}.signature`;

const user = sessionUser();
let socket: EventEmitter;

function renderEvents() {
  renderWithProviders(
    <SocketContext.Provider value={socket as unknown as Socket}>
      <SessionSocketEvents />
    </SocketContext.Provider>,
    { user },
  );
}

beforeEach(() => {
  socket = new EventEmitter();
  window.localStorage.clear();
  window.sessionStorage.clear();
  window.localStorage.setItem('token', tokenOf('this-session'));
  // The reload after a replacement is not run: the test looks at what is left for the page after it.
  vi.useFakeTimers({ toFake: ['setTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('SessionSocketEvents', () => {
  it('a replacement by another login ends the session and leaves the login page its reason', () => {
    renderEvents();
    act(() => {
      socket.emit(serverEvents.auth(user.companyId), {
        action: 'sessionReplaced',
        user: { id: user.id },
        sessionId: 'the-new-session',
      });
    });
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.sessionStorage.getItem('sessionEnd')).toBe('replaced');
  });

  it('the event naming this tab’s own new session changes nothing', () => {
    renderEvents();
    act(() => {
      socket.emit(serverEvents.auth(user.companyId), {
        action: 'sessionReplaced',
        user: { id: user.id },
        sessionId: 'this-session',
      });
    });
    expect(window.localStorage.getItem('token')).toBe(tokenOf('this-session'));
    expect(window.sessionStorage.getItem('sessionEnd')).toBeNull();
  });

  it('a handshake refused as expired refreshes the session once; other refusals do not', async () => {
    vi.useRealTimers();
    const fetchMock = vi.fn(async () => Response.json({ error: 'ERR_SESSION_REPLACED' }, { status: 401 }));
    vi.stubGlobal('fetch', fetchMock);
    renderEvents();
    act(() => {
      socket.emit('connect_error', new Error('websocket error'));
    });
    expect(fetchMock).not.toHaveBeenCalled();
    act(() => {
      socket.emit('connect_error', new Error('ERR_SESSION_EXPIRED'));
    });
    // Replaced while the device slept: the refresh says so, and the login page will.
    await waitFor(() => expect(window.sessionStorage.getItem('sessionEnd')).toBe('replaced'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]?.at(0))).toContain('/auth/refresh_token');
  });
});
