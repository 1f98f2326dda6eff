import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';

// jsdom has no matchMedia; react-bootstrap's Offcanvas and Navbar ask for it.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

// react-bootstrap emulates transitionEnd with short timers (dom-helpers); let the last ones fire while
// jsdom still exists, or they throw "document is not defined" after the file's environment is gone.
afterAll(() => new Promise<void>((resolve) => setTimeout(resolve, 100)));
