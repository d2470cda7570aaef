import "./production-env";

// Whatever the server creates is its own user's alone: SQLite's -wal and -shm files, and
// anything a later change writes. The database's folder and files are also made private
// explicitly (server/storage/private-files.ts), for the commands, which do not set this.
process.umask(0o077);

// Imported only once NODE_ENV is set: React picks its production or development code when
// it loads, and in the compiled bundle a static import's chunk runs before production-env's
// line (esbuild hoists it), so React would load as development while react-dom/server, loaded
// later with the build, is production: every page rendered on request failed
// ("dispatcher.getOwner is not a function").
const { main } = await import("./main");

main().catch((error: unknown) => {
  // Plain text, not a log line: whoever ran the start reads it (a bad setting, no build).
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
