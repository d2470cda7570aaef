import { readFileSync } from "node:fs";
import { join } from "node:path";
import {
  describeFindings,
  LAUNCH_FINDINGS_FILE,
  siteUrlFindings,
  type LaunchFinding,
} from "#domain/launch-readiness.ts";
import type { ServerConfig } from "./config";

/**
 * One warning line at start while the site is not ready for the public: SITE_URL local or
 * not https, or content the build found still sample or unconfirmed. `npm run launch-check`
 * lists the details; this only says that there are some.
 */
export function launchWarning(config: Pick<ServerConfig, "SITE_URL">, buildDir: string): string | null {
  let content: LaunchFinding[] = [];
  try {
    content = JSON.parse(readFileSync(join(buildDir, LAUNCH_FINDINGS_FILE), "utf8")) as LaunchFinding[];
  } catch {
    // A build from before the launch check: only the setting is known.
  }
  const findings = [...siteUrlFindings(config.SITE_URL), ...content];
  if (findings.length === 0) return null;
  return `Not ready for launch: ${describeFindings(findings)}. Run "npm run launch-check" for the list.`;
}
