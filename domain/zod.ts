import { z } from 'zod';

// Every message zod writes by itself (wrong types, unknown keys) reaches people: make it Spanish.
z.config(z.locales.es());
z.config({
  customError: (issue) =>
    issue.code === 'unrecognized_keys' ? `Campo no permitido: ${issue.keys.join(', ')}` : undefined,
});

// The browser runs the app under a CSP without 'unsafe-eval': zod's fast path probes
// `new Function`, which Chromium logs as a CSP violation (Lighthouse best practices 96 on every
// signed-in page, issue 32). Pages and the service worker parse without it; Node keeps it.
z.config({ jitless: !('process' in globalThis) });

export { z };
