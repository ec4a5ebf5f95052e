import { afterEach, describe, expect, it } from 'vitest';
import { useSessionStore, type SessionStore } from '../shared/session/stores/sessionStore.ts';
import { renderWithPrerenderedSession } from './prerenderedSession.ts';

const initial = useSessionStore.getInitialState();
const savedInitial: SessionStore = { ...initial };

afterEach(() => {
  Object.assign(initial, savedInitial);
  useSessionStore.setState({ ...savedInitial }, true);
});

describe('the session a pre-rendered page is hydrated with', () => {
  it("is the server's snapshot only: the browser's own session keeps its user name", () => {
    // A page load: the store's live state is its initial state (one object) until its first change.
    Object.assign(initial, {
      userName: 'jan.kowalski@example.com',
      isAuthenticated: true,
      role: 'ROLE_USER',
    });
    useSessionStore.setState(initial, true);
    expect(useSessionStore.getState()).toBe(useSessionStore.getInitialState());

    renderWithPrerenderedSession(true);

    expect(useSessionStore.getInitialState()).toMatchObject({ userName: null, isAuthenticated: true });
    expect(useSessionStore.getState()).toMatchObject({
      userName: 'jan.kowalski@example.com',
      isAuthenticated: true,
      role: 'ROLE_USER',
    });
  });
});
