// The jsdom projects share one window and one module registry per worker (pool 'threads', isolate: false;
// docs/testing.md): each test file must leave the page as a fresh page load would find it. The setup files
// call this after each file; the next file then starts from an empty page whatever ran before it.
import { composeStory } from '@storybook/react-vite';
import { cleanup } from '@testing-library/react';
import { vi } from 'vitest';
import { closeAllToasts } from '../toast/toaster.ts';

// The worker's own fetch, kept by the first file that loads this module (the modules are shared by the
// worker's files): a test's stand-in that its story or test did not put back must not answer the next file.
const pageFetch: typeof fetch = globalThis.fetch;

/** What a page load finds on <html> and <body>: no attribute, so no dialog's scroll lock, inert or styles. */
function clearAttributes(element: Element): void {
  for (const name of element.getAttributeNames()) element.removeAttribute(name);
}

function clearCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

/**
 * Storybook's portable stories unmount the story a test ran only when the next story runs or loads, so a
 * plain render after it found the story still on the page. Loading an empty story unmounts the last, as the
 * next story would. The setup files call it after each test.
 */
const nothing = composeStory({ render: () => <></> }, { title: 'resetPage' });

export async function unmountStories(): Promise<void> {
  await nothing.load();
}

/**
 * Unmounts every render and story, and empties the body, the storages, the cookies, the URL and the toasts;
 * puts back the page's fetch and takes the attributes off <html> and <body> (a dialog left open sets
 * `pointer-events: none` and a scroll lock on the body, which would fail the next file's clicks).
 */
export async function resetPage(): Promise<void> {
  vi.useRealTimers();
  await unmountStories();
  cleanup();
  closeAllToasts();
  document.body.innerHTML = '';
  clearAttributes(document.body);
  clearAttributes(document.documentElement);
  document.title = '';
  localStorage.clear();
  sessionStorage.clear();
  clearCookies();
  window.history.replaceState(null, '', '/');
  // user-event's setup() puts a clipboard stand-in on navigator and takes it away only after the first file
  // that imported user-event; jsdom itself has none.
  Reflect.deleteProperty(navigator, 'clipboard');
  globalThis.fetch = pageFetch;
}
