import { config } from 'zod/v4/core';

// Zod probes whether it may compile faster parsers with `new Function`. Our Content-Security-Policy
// forbids eval, so the probe fails as intended but the browser still reports a CSP violation on every
// page that validates (a console issue, and lost Lighthouse best-practice points). Jitless mode skips
// the probe; the parsers are the same, only interpreted. It must run before any schema is built.
config({ jitless: true });
