/**
 * Every class a screen takes from a CSS module exists in that module. A class that does not is `undefined` at run
 * time: the element silently loses its layout. Customer rehearsal 5 met it: a size trim had moved `.actions`,
 * `.rows`, `.row` and `.itemTitle` to `application-pages.module.css`, and the order page's, the cashier's and the
 * purchase result's buttons and rows lost their spacing (in elder mode two red buttons touched).
 *
 * Read from the source, as written: `import x from "….module.css"`, then each `x.name` or `x["name"]` outside
 * strings and comments (a property of another object, `data.x.name`, is not the module's).
 */
import { readFileSync, readdirSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const SRC = dirname(dirname(fileURLToPath(import.meta.url)));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The classes a CSS text defines (every `.name` in a selector, comments removed). */
function classesOf(css: string): Set<string> {
  const selectors = css.replace(/\/\*[\s\S]*?\*\//g, "").replace(/\{[^{}]*\}/g, "{}");
  return new Set(Array.from(selectors.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g), (match) => match[1] ?? ""));
}

/** What `file` takes from each CSS module it imports that the module does not define. */
export function missingClasses(file: string, text: string): string[] {
  const code = text.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, "");
  const found: string[] = [];
  for (const [, name = "", path = ""] of code.matchAll(/^import\s+(\w+)\s+from\s+"([^"]+\.module\.css)";?$/gm)) {
    const classes = classesOf(readFileSync(resolve(dirname(file), path), "utf8"));
    const body = code.replace(/^import[^\n]*$/gm, "").replace(/"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'/g, '""');
    const used = [...body.matchAll(new RegExp(`(?<![\\w$.])${name}(?:\\.(\\w+)|\\["([\\w-]+)"\\])`, "g"))].map((match) => match[1] ?? match[2] ?? "");
    for (const cls of new Set(used)) if (cls !== "" && !classes.has(cls)) found.push(`${relative(SRC, file)}: ${name}.${cls} is not in ${path}`);
  }
  return found;
}

describe("CSS module classes", () => {
  it("every class a source file takes from a CSS module is defined there", () => {
    const files = sources(SRC);
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap((file) => missingClasses(file, readFileSync(file, "utf8")))).toEqual([]);
  });

  it("finds a class the module lacks, and passes over look-alikes", () => {
    const file = join(SRC, "features/buy/screens/Probe.tsx");
    const text = [
      'import styles from "../components/application/application-pages.module.css";',
      "const a = styles.actions; const b = styles.nowhere; const c = data?.styles.elsewhere; // styles.comment",
      'const d = "styles.inString";',
    ].join("\n");
    expect(missingClasses(file, text)).toEqual(["features/buy/screens/Probe.tsx: styles.nowhere is not in ../components/application/application-pages.module.css"]);
  });
});
