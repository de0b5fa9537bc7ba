// Zod compiles a fast parser for each object schema with `new Function`, and probes for it when the first schema is
// built. The CSP has no 'unsafe-eval', so the probe was reported as a violation on every page. Jitless parsing needs
// no eval. This is `z.config({ jitless: true })` without importing zod into the entry chunk: zod keeps its settings
// on globalThis.__zod_globalConfig (so that every copy of it shares them) and adopts what it finds there when it
// loads. The browser tests fail on any CSP violation, so a zod release that moved it would be caught.
const host = globalThis as { __zod_globalConfig?: Record<string, unknown> };
host.__zod_globalConfig = { ...host.__zod_globalConfig, jitless: true };
