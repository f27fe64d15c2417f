// A React root in an element of its own on the page, for the component tests (Vitest's browser
// mode): the one place that creates, sizes and removes it, for tests of one component
// (`testRootEachTest`) and for the playground harness (`mountTestRoot`).
import type { ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach } from 'vitest';

export interface TestRoot {
  /** The element rendered into, styled as given (a component that fills its parent needs a size). */
  readonly host: HTMLDivElement;
  render(node: ReactNode): void;
  /** Unmounts what is rendered; the next `render` mounts afresh (as a page load would). */
  unmount(): void;
  /** Unmounts and removes the element. */
  dispose(): void;
}

export function mountTestRoot(style = ''): TestRoot {
  const host = document.createElement('div');
  host.style.cssText = style;
  document.body.append(host);
  let root: Root | undefined;
  const unmount = () => {
    root?.unmount();
    root = undefined;
  };
  return {
    host,
    render: (node) => (root ??= createRoot(host)).render(node),
    unmount,
    dispose: () => {
      unmount();
      host.remove();
    },
  };
}

/** A fresh root for each test of the file that calls this (at its top level), gone after it. */
export function testRootEachTest(style = ''): Omit<TestRoot, 'dispose'> {
  let current: TestRoot | undefined;
  beforeEach(() => {
    current = mountTestRoot(style);
  });
  afterEach(() => {
    current?.dispose();
    current = undefined;
  });
  const now = (): TestRoot => {
    if (current === undefined) throw new TypeError('the test root exists only while a test runs');
    return current;
  };
  return {
    get host() {
      return now().host;
    },
    render: (node) => now().render(node),
    unmount: () => now().unmount(),
  };
}
