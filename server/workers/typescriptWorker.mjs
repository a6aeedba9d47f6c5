// A worker thread does not inherit the TypeScript loader the server runs under (tsx, or vitest in
// tests), so this plain-JavaScript entry registers tsx and then imports the worker's TypeScript
// module named by workerData.entry.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
