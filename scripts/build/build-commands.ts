import { build } from "esbuild";
import { rmSync } from "node:fs";

/**
 * The last step of `npm run build`: compiles the server and the operator commands from
 * TypeScript to JavaScript in BUILD_DIR/commands/, so production runs plain `node` on them
 * and needs no dev dependency (docs/decisions/0014-a-compiled-server.md). One ES module per
 * command, the code they share in chunks beside them; every npm package stays an import,
 * resolved from node_modules at run time (an `npm ci --omit=dev` install). commands/run-built.js
 * runs them; it lists the same names.
 */
const COMMANDS = {
  start: "server/run.ts",
  staff: "commands/staff.ts",
  privacy: "commands/privacy.ts",
  export: "commands/export.ts",
  backup: "commands/backup.ts",
} as const;

const outdir = `${process.env.BUILD_DIR ?? "build"}/commands`;
// A chunk from an earlier build must not linger beside the new ones.
rmSync(outdir, { recursive: true, force: true });
const result = await build({
  entryPoints: COMMANDS,
  outdir,
  bundle: true,
  splitting: true,
  platform: "node",
  format: "esm",
  // The oldest Node the project runs on (package.json's engines).
  target: "node20.19",
  packages: "external",
  // package.json's "imports" (#app/*, #server/* …) are followed; app code reached from the
  // server is bundled too.
  tsconfig: "tsconfig.json",
  logLevel: "warning",
  metafile: true,
});
console.info(
  `build-commands: ${Object.keys(COMMANDS).join(", ")} compiled into ${outdir} (${Object.keys(result.metafile.outputs).length} files)`,
);
