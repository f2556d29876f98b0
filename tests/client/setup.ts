import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';
import { configure } from '@testing-library/react';

// Route modules load lazily; the first import of a page can take a moment under ts-jest.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks these; React Router uses them at import time.
Object.assign(globalThis, { TextEncoder, TextDecoder });

/**
 * jsdom has no fetch Request either. React Router builds one per navigation and the app's loaders
 * only read `url` and `signal`, so this small stand-in is enough for component tests.
 */
if (typeof globalThis.Request === 'undefined') {
  class TestRequest {
    readonly url: string;
    readonly method: string;
    readonly signal: AbortSignal;
    readonly headers = new Map<string, string>();
    constructor(input: string | URL | TestRequest, init: { method?: string; signal?: AbortSignal } = {}) {
      this.url = input instanceof TestRequest ? input.url : String(input);
      this.method = init.method ?? 'GET';
      this.signal = init.signal ?? new AbortController().signal;
    }
  }
  Object.assign(globalThis, { Request: TestRequest });
}

// ScrollRestoration scrolls; jsdom does not implement it.
window.scrollTo = () => undefined;

afterEach(() => {
  localStorage.clear();
  delete document.body.dataset.theme;
});
