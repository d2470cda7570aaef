import "./production-env";
import { fileURLToPath } from "node:url";
import { main } from "./main";

// Whatever the server creates is its own user's alone: SQLite's -wal and -shm files, and
// anything a later change writes. The database's folder and files are also made private
// explicitly (server/storage/private-files.ts), for the commands, which do not set this.
process.umask(0o077);

// Workers run this same file: server/run.ts under tsx, build/commands/start.js compiled.
main(fileURLToPath(import.meta.url)).catch((error: unknown) => {
  // Plain text, not a log line: whoever ran the start reads it (a bad setting, no build).
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
