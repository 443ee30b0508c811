// Zod probes whether it may compile faster parsers with `new Function`. Our Content-Security-Policy
// forbids eval, so the probe fails as intended but the browser still reports a CSP violation on every
// page that validates (a console issue, and lost Lighthouse best-practice points). Jitless mode skips
// the probe; the parsers are the same, only interpreted. It must be set before any schema is built.
//
// Zod keeps its configuration on globalThis.__zod_globalConfig (so that every copy of zod shares one)
// and adopts an object already there. Setting it here, rather than through zod's `config()`, keeps zod
// itself out of the entry script: the pages load zod only with the code that parses
// (docs/decisions/076-zod-loads-with-the-code-that-parses.md).
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = Object.assign(holder.__zod_globalConfig ?? {}, { jitless: true });
