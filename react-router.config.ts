import type { Config } from "@react-router/dev/config";

export default {
  // Route actions take the form posts, so the server renders too; every public page is
  // also pre-rendered to static HTML at build.
  ssr: true,
  buildDirectory: process.env.BUILD_DIR ?? "build",
  async prerender() {
    // Imported here so the content is read once per build. validateContent() stops the
    // build with a clear message when any content module is invalid.
    const { validateContent } = await import("./app/content/validate");
    const { prerenderPaths } = await import("./app/routes/paths");
    validateContent();
    return prerenderPaths();
  },
} satisfies Config;
