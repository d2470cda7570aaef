import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, inlineScriptHashes, newScriptNonce } from "./csp";

const sha = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;

describe("contentSecurityPolicy", () => {
  it("locks scripts to self and the given hashes, never unsafe-inline", () => {
    const policy = contentSecurityPolicy({ hashes: ["sha256-abc"] });
    expect(policy).toContain("script-src 'self' 'sha256-abc'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'self'");
    expect(policy).toContain("form-action 'self'");
    expect(policy.split(";").find((d) => d.trim().startsWith("script-src"))).not.toContain("unsafe-inline");
  });
});

describe("contentSecurityPolicy with a nonce", () => {
  it("allows the nonce's scripts and no hash; a new nonce each time", () => {
    const nonce = newScriptNonce();
    const policy = contentSecurityPolicy({ nonce });
    expect(policy).toContain(`script-src 'self' 'nonce-${nonce}';`);
    expect(policy).not.toContain("sha256-");
    expect(Buffer.from(nonce, "base64")).toHaveLength(16);
    expect(newScriptNonce()).not.toBe(nonce);
  });

  it("without inline scripts allows only the site's own files", () => {
    expect(contentSecurityPolicy()).toContain("script-src 'self';");
  });
});

describe("contentSecurityPolicy for the development server", () => {
  it("differs only by the HMR socket in connect-src; without it (production) connect-src is self alone", () => {
    const nonce = newScriptNonce();
    const production = contentSecurityPolicy({ nonce });
    expect(production).toContain("connect-src 'self';");
    expect(contentSecurityPolicy({ nonce }, { hmrSocket: "ws://localhost:3000" })).toBe(
      production.replace("connect-src 'self';", "connect-src 'self' ws://localhost:3000;"),
    );
  });
});

describe("inlineScriptHashes", () => {
  it("hashes inline classic and module scripts, skipping external scripts and JSON-LD", () => {
    const html = [
      "<script>window.a = 1;</script>",
      '<script type="module">import "/x.js";</script>',
      '<script src="/assets/app.js"></script>',
      '<script type="application/ld+json">{"@type":"Course"}</script>',
      "<script>window.a = 1;</script>",
    ].join("");
    expect(inlineScriptHashes(html)).toEqual([sha("window.a = 1;"), sha('import "/x.js";')]);
  });
});
