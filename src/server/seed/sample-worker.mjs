// Entry of the sample-making worker thread: registers tsx so the TypeScript worker can load, then loads it.
import { register } from 'tsx/esm/api';

register();
await import('./sample-worker.server.ts');
