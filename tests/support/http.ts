/**
 * GET requests read as Playwright's `request` fixture reads them (status(), headers() by
 * lower-case name, text(), body()), so an HTTP-level check reads the same in tests/http/ as it did
 * in a browser spec. `maxRedirects: 0` returns a redirect instead of following it.
 */
export interface Answer {
  status: () => number;
  headers: () => Record<string, string>;
  text: () => Promise<string>;
  body: () => Promise<Buffer>;
}

export function requestTo(baseUrl: () => string) {
  return {
    get: async (
      path: string,
      options: { headers?: Record<string, string>; maxRedirects?: number } = {},
    ): Promise<Answer> => {
      const response = await fetch(new URL(path, baseUrl()), {
        headers: options.headers,
        redirect: options.maxRedirects === 0 ? "manual" : "follow",
      });
      const body = Buffer.from(await response.arrayBuffer());
      return {
        status: () => response.status,
        headers: () => Object.fromEntries(response.headers),
        text: async () => body.toString("utf8"),
        body: async () => body,
      };
    },
  };
}

export type Requester = ReturnType<typeof requestTo>;
