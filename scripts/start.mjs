// `npm start`: build the player site, the back office (/admin/) and the server bundle when their sources changed (scripts/build.mjs), then run
// the compiled server in this process (no tsx, no second Node start-up). docs/decisions/0142.
import { pathToFileURL } from 'node:url';
import { buildAdmin, buildServer, buildWeb, SERVER_ENTRY } from './build.mjs';

try {
  buildWeb();
  buildAdmin();
  await buildServer();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
await import(pathToFileURL(SERVER_ENTRY).href);
