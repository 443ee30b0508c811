// Entry of the report worker thread: registers tsx so the TypeScript worker can load, then loads it.
import { register } from 'tsx/esm/api';

register();
await import('./render-worker.server.ts');
