import { describe, expect, it } from "vitest";
import { importsOf, layerViolations } from "./check-layers";

const file = (path: string, source: string) => ({ path, source });
const rulesBroken = (path: string, source: string) =>
  layerViolations([file(path, source)]).map((v) => v.specifier);

describe("layering check", () => {
  it("reads imports, re-exports and dynamic imports, not comments", () => {
    const source = [
      'import { a } from "./a";',
      'import type { B } from "@/shared/b";',
      'export { c } from "../c";',
      'const d = () => import("./d");',
      'import "./side-effect.css";',
      '// import { e } from "./e";',
    ].join("\n");
    expect(importsOf(source)).toEqual(["./a", "@/shared/b", "../c", "./d", "./side-effect.css"]);
  });

  it("keeps src/shared free of server, web and Node modules", () => {
    expect(rulesBroken("src/shared/x.ts", 'import { readFileSync } from "node:fs";')).toEqual(["node:fs"]);
    expect(rulesBroken("src/shared/x.ts", 'import path from "path";')).toEqual(["path"]);
    expect(rulesBroken("src/shared/x.ts", 'import { db } from "../server/db/open";')).toEqual([
      "../server/db/open",
    ]);
    expect(rulesBroken("src/shared/api/x.ts", 'import { z } from "zod";\nimport { y } from "../y";')).toEqual(
      [],
    );
    // Tests run in Node and may read files.
    expect(rulesBroken("src/shared/x.test.ts", 'import { readFileSync } from "node:fs";')).toEqual([]);
  });

  it("keeps the server and the browser apart", () => {
    expect(rulesBroken("src/web/lib/x.ts", 'import { a } from "@/server/errors";')).toEqual([
      "@/server/errors",
    ]);
    expect(rulesBroken("src/server/x.ts", 'import { a } from "../web/lib/utils";')).toEqual([
      "../web/lib/utils",
    ]);
  });

  it("lets a feature reach another only through its index", () => {
    const from = "src/web/features/dashboard/X.tsx";
    expect(rulesBroken(from, 'import { useMe } from "@/web/features/auth/api";')).toEqual([
      "@/web/features/auth/api",
    ]);
    expect(rulesBroken(from, 'import { x } from "../projects/format";')).toEqual(["../projects/format"]);
    expect(rulesBroken(from, 'import { useMe } from "@/web/features/auth";')).toEqual([]);
    expect(rulesBroken(from, 'import { x } from "../projects/index";')).toEqual([]);
    expect(rulesBroken(from, 'import { x } from "./NicheField";')).toEqual([]);
    expect(rulesBroken("src/web/features/ai/panels/P.tsx", 'import { f } from "../format";')).toEqual([]);
    // The app wires features together and may load a page module directly.
    expect(
      rulesBroken("src/web/app/router.tsx", 'import { P } from "@/web/features/editor/EditorPage";'),
    ).toEqual([]);
  });
});
