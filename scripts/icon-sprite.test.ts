import { describe, expect, it } from "vitest";
import { ICON_NAMES } from "../app/components/icon-names";
import { COURSE_ICONS } from "../app/content/course-schema";
import { buildSprite, loadLucideIcon, type IconData } from "./icon-sprite";

const check: IconData = { name: "check", size: 24, node: [["path", { d: "M20 6 9 17l-5-5", key: "1gmf2c" }]] };

describe("buildSprite", () => {
  it("makes one symbol per icon with its viewBox and children, without React's keys", () => {
    const dot: IconData = { name: "dot", size: 16, node: [["circle", { cx: 8, cy: 8, r: "1", key: "a" }]] };
    expect(buildSprite([check, dot])).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg">' +
        '<symbol id="check" viewBox="0 0 24 24"><path d="M20 6 9 17l-5-5"/></symbol>' +
        '<symbol id="dot" viewBox="0 0 16 16"><circle cx="8" cy="8" r="1"/></symbol>' +
        "</svg>\n",
    );
  });

  it("keeps nested children and escapes attribute values", () => {
    const nested: IconData = {
      name: "group",
      size: 24,
      node: [["g", { fill: "a&b" }, [["rect", { width: "2", height: '"3"' }]]]],
    };
    expect(buildSprite([nested])).toContain('<g fill="a&amp;b"><rect width="2" height="&quot;3&quot;"/></g>');
  });

  it("rejects a name listed twice or one that is not a lucide name", () => {
    expect(() => buildSprite([check, check])).toThrow('Icon "check" is listed twice');
    expect(() => buildSprite([{ ...check, name: 'x" onload="y' }])).toThrow(/must be a lucide name/);
  });
});

describe("loadLucideIcon", () => {
  it("reads lucide-react's data for an icon", async () => {
    const phone = await loadLucideIcon("phone");
    expect(phone.name).toBe("phone");
    expect(phone.size).toBe(24);
    expect(phone.node[0]?.[0]).toBe("path");
  });

  it("reads an alias lucide keeps for an old name under the name asked", async () => {
    const alias = await loadLucideIcon("building-2");
    const current = await loadLucideIcon("building-complex");
    expect(alias).toEqual({ ...current, name: "building-2" });
  });

  it("rejects a name lucide does not have, saying so", async () => {
    await expect(loadLucideIcon("no-such-icon")).rejects.toThrow(/Icon "no-such-icon" is not in lucide-react \d/);
  });
});

describe("the site's icon list", () => {
  it("names only lucide icons, so the sprite builds", async () => {
    const icons = await Promise.all(ICON_NAMES.map((name) => loadLucideIcon(name)));
    expect(buildSprite(icons).match(/<symbol /g)).toHaveLength(ICON_NAMES.length);
  });

  it("includes every course icon", () => {
    expect(ICON_NAMES).toEqual(expect.arrayContaining([...COURSE_ICONS]));
  });
});
