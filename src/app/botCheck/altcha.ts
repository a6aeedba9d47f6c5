import 'altcha/external';
import 'altcha/altcha.css';
import type { AltchaWidgetElement } from 'altcha/types/generic';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';
import type { AltchaStrings } from './altchaStrings';

/** The proof-of-work algorithms the server's challenges use, each solved in a bundled worker. */
for (const algorithm of ['PBKDF2/SHA-256', 'PBKDF2/SHA-384', 'PBKDF2/SHA-512']) {
  if (!globalThis.$altcha.algorithms.has(algorithm)) {
    globalThis.$altcha.algorithms.set(algorithm, () => new Pbkdf2Worker());
  }
}

export interface AltchaControl {
  /** The solved payload, or null while unsolved. */
  token(): string | null;
  /** Solves now (or waits for the solving under way) and returns the payload. */
  solve(): Promise<string | null>;
  reset(): void;
  /** Shows the widget's words in this language. */
  translate(language: string, strings: AltchaStrings): void;
  destroy(): void;
}

/**
 * ALTCHA reads a language's words from its own registry; the app's copy goes there (over ALTCHA's
 * English, for words the app does not give), and the widget is told to use that language.
 */
function translate(widget: AltchaWidgetElement, language: string, strings: AltchaStrings): void {
  const code = language.toLowerCase();
  const registry = globalThis.$altcha.i18n;
  registry.set(code, { ...registry.get('en'), ...strings });
  widget.setAttribute('language', code);
}

/**
 * ALTCHA's widget (the CSP-friendly "external" build: its stylesheet is a bundled file, its worker
 * a bundled script). It starts solving as soon as it is shown, so the payload is usually ready by
 * the time the person submits.
 */
export function mountAltcha(container: HTMLElement, challengeUrl: string): AltchaControl {
  const widget = document.createElement('altcha-widget') as AltchaWidgetElement;
  widget.setAttribute('challenge', challengeUrl);
  widget.setAttribute('auto', 'onload');
  widget.setAttribute('name', 'altcha');
  let payload: string | null = null;
  let waiting: ((value: string | null) => void)[] = [];
  const settle = (value: string | null) => {
    const resolvers = waiting;
    waiting = [];
    resolvers.forEach((resolve) => resolve(value));
  };
  widget.addEventListener('verified', (event) => {
    payload = (event as CustomEvent<{ payload?: string }>).detail?.payload ?? null;
    settle(payload);
  });
  widget.addEventListener('statechange', (event) => {
    const state = (event as CustomEvent<{ state?: string }>).detail?.state;
    if (state !== 'verified') payload = null;
    if (state === 'error' || state === 'expired') settle(null);
  });
  container.appendChild(widget);
  return {
    token: () => payload,
    async solve() {
      if (payload) return payload;
      const settled = new Promise<string | null>((resolve) => waiting.push(resolve));
      if (widget.getState?.() !== 'verifying') {
        const result = await widget.verify?.();
        if (result && typeof result.payload === 'string') settle(result.payload);
      }
      return settled;
    },
    reset() {
      payload = null;
      settle(null);
      widget.reset?.();
      void widget.verify?.();
    },
    translate: (language, strings) => translate(widget, language, strings),
    destroy() {
      settle(null);
      widget.remove();
    },
  };
}
