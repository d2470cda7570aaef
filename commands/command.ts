import { setLogRole } from "#server/log.ts";

/**
 * How the project's commands (`npm run staff`, `npm run desk:demo`, `npm run export`) end:
 * their output on standard output (a command that wrote its own, such as an export, returns
 * nothing), or one line on standard error, named, and a non-zero exit: 2 for a usage
 * mistake (with where to find help), 1 for anything else.
 */
export class UsageError extends Error {}

export function runCommand(name: string, help: string, run: () => Promise<string | undefined>): void {
  // What the command logs (a database folder tightened, say) goes to standard error as JSON
  // under its name (server/log.ts); its answer and its one error line are for people, plain.
  setLogRole(name);
  run().then(
    (output) => {
      if (output !== undefined) console.info(output);
    },
    (error: unknown) => {
      // One line, all of it: a bad setting's message lists the setting on the lines below its first.
      const message = (error instanceof Error ? error.message : String(error))
        .split("\n")
        .map((line) => line.trim())
        .filter(Boolean)
        .join(" ");
      // parseArgs's own errors ("Unknown option '--x'") are usage mistakes too.
      const usage = error instanceof UsageError || (error as { code?: string }).code?.startsWith("ERR_PARSE_ARGS");
      console.error(`${name}: ${message.replace(/\. To specify.*$/, ".")}${usage ? ` ${help}` : ""}`);
      process.exit(usage ? 2 : 1);
    },
  );
}
