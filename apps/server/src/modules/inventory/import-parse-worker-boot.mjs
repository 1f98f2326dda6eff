// Starts the import's parse thread from TypeScript source: the server runs through tsx, whose loader a
// worker thread does not inherit, so the thread imports its code through tsx's API.
import { tsImport } from 'tsx/esm/api';

await tsImport('./import-parse-worker.ts', import.meta.url);
