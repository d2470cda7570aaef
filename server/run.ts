import "./production-env";
import { main } from "./main";

// Whatever the server creates is its own user's alone: SQLite's -wal and -shm files, and
// anything a later change writes. The database's folder and files are also made private
// explicitly (server/storage/private-files.ts), for the commands, which do not set this.
process.umask(0o077);

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
