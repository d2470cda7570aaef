import { availableParallelism } from "node:os";
import { z } from "zod";

/** Server settings from the environment, checked at start so a typo fails with a clear message. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATABASE_URL: z.string().min(1).default("file:./data/institute.db"),
  /** Worker processes serving requests; by default one per CPU core. */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(availableParallelism()),
  /** Submissions per form per address per 10 minutes; 0 turns the limit off. */
  SUBMIT_RATE_LIMIT: z.coerce.number().int().min(0).default(5),
  /**
   * Set when a reverse proxy (nginx, a load balancer) sits in front: then X-Forwarded-For
   * names the visitor and X-Forwarded-Proto says whether the visit was over HTTPS.
   * "true" trusts every hop, a number trusts that many hops.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === "" || value === "false" || value === "0") return false;
      if (value === "true") return true;
      const hops = Number(value);
      if (Number.isInteger(hops) && hops > 0) return hops;
      ctx.addIssue({ code: "custom", message: 'must be "true", "false" or a number of proxy hops' });
      return z.NEVER;
    }),
});

export type ServerConfig = z.infer<typeof envSchema>;

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`).join("\n");
    throw new Error(`Invalid server configuration:\n${problems}`);
  }
  return result.data;
}
