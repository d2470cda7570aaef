import { readdirSync } from "node:fs";
import { join } from "node:path";

/**
 * Every file under `dir` (anything that is not a folder), as paths joined onto it: depth
 * first, each folder's entries in the order the file system lists them. A folder whose name
 * `skipFolder` accepts is not entered. The build, the static site, the budget and the launch
 * check all list their files here.
 *
 * Not Node's `readdirSync(dir, { recursive: true })`: that one lists breadth first, which
 * would reorder what the launch check prints.
 */
export function filesUnder(dir: string, skipFolder: (name: string) => boolean = () => false): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (!entry.isDirectory()) return [path];
    return skipFolder(entry.name) ? [] : filesUnder(path, skipFolder);
  });
}
