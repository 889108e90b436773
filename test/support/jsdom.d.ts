// The slice of jsdom's API that test/support/dom-env.ts uses; jsdom ships no type declarations
// and @types/jsdom is not among the allowed packages.
declare module 'jsdom' {
  export class VirtualConsole {
    forwardTo(target: Console, options?: { jsdomErrors?: 'none' | string[] }): this;
    on(event: 'jsdomError', listener: (error: Error & { type?: string; cause?: unknown }) => void): this;
  }
  export interface ConstructorOptions {
    url?: string;
    pretendToBeVisual?: boolean;
    virtualConsole?: VirtualConsole;
  }
  export class JSDOM {
    constructor(html?: string, options?: ConstructorOptions);
    readonly window: Window & typeof globalThis;
  }
}
