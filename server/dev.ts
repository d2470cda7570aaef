/**
 * `npm run dev`: the development server, which is the real server with Vite inside it.
 *
 * Why not bare `react-router dev`: it renders the pages without the load context the Express
 * server gives every loader and action (server/load-context.ts), so there is no database:
 * the forms answer 503 and the admissions desk cannot run, and every change to them had to
 * be tried through `npm run build && npm start`. Here the production app itself (createApp,
 * server/app.ts) runs over a development database, with Vite as its middleware and the
 * server build reloaded through Vite on every request, as React Router's custom-server
 * template does (./dev/server.ts). An edit shows in the browser at once (HMR, or the next
 * request's render).
 *
 * Development only: production (`npm start`, server/run.ts) never imports this
 * file or Vite.
 */

// Before anything loads React or Express, which pick their development or production code
// when they load (as server/production-env.ts does for production): imported below, not
// statically (a static import would run first). Always development: Vite's React refresh
// and React Router's dev checks need React's development build, whatever the shell says.
process.env.NODE_ENV = "development";
process.umask(0o077); // as server/run.ts: the database's files are this user's alone

const { runDevServer } = await import("./dev/server");

export {}; // a module: the await above is top-level

runDevServer().catch((error: unknown) => {
  // Plain text, for the developer who ran it: a bad setting, a port in use.
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
