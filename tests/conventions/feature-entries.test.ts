import { existsSync, readdirSync } from "node:fs";
import { expect, test } from "vitest";
import {
  readFeatureEntry,
  resolveFeatureExport,
  seeThroughFeatureEntries,
} from "../../scripts/feature-entries";

const features = readdirSync("app/features", { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

test("a feature's entry names, for each export, the module it comes from", () => {
  const media = readFeatureEntry("~/features/media/index");
  expect(media.get("GallerySection")).toEqual({
    module: "ui/gallery-section",
    name: "GallerySection",
  });
  expect(resolveFeatureExport("~/features/media/index.server", "loadPageMediaLists")).toEqual({
    specifier: "~/features/media/page-media.server",
    exportName: "loadPageMediaLists",
  });
  expect(resolveFeatureExport("~/shared/lib/class-names", "cn")).toEqual({
    specifier: "~/shared/lib/class-names",
    exportName: "cn",
  });
});

test("bundles import the modules behind an entry: names, types and renames kept, lines kept", () => {
  const source = [
    "import {",
    "  type PageImage,",
    "  resolveBuiltInImage as builtIn,",
    "  SectionShell,",
    '} from "~/features/pages";',
    'import { loadPageMediaLists } from "~/features/media/index.server";',
    "export const all = [builtIn, SectionShell, loadPageMediaLists];",
  ].join("\n");
  const seen = seeThroughFeatureEntries(source);
  const rewritten = seen?.code ?? "";
  expect(seen?.entries.map((file) => file.slice(file.indexOf("app/")))).toEqual([
    "app/features/pages/index.ts",
    "app/features/media/index.server.ts",
  ]);
  expect(rewritten.split("\n")).toHaveLength(7);
  expect(rewritten).toContain(
    'import { type PageImage, resolveBuiltInImage as builtIn } from "~/features/pages/page-image";',
  );
  expect(rewritten).toContain(
    'import { SectionShell } from "~/features/pages/sections/section-shell";',
  );
  expect(rewritten).toContain(
    'import { loadPageMediaLists } from "~/features/media/page-media.server";',
  );
  expect(rewritten.split("\n")[6]).toBe(
    "export const all = [builtIn, SectionShell, loadPageMediaLists];",
  );
});

test("an import naming something the entry does not offer is left for the compiler to report", () => {
  const source = 'import { notOffered } from "~/features/media";\n';
  expect(seeThroughFeatureEntries(source)).toBeNull();
  expect(seeThroughFeatureEntries('import { cn } from "~/shared/lib/class-names";\n')).toBeNull();
});

test("every feature has an entry, and each name in it comes from a module of that feature", () => {
  for (const feature of features) {
    const entries = ["index", "index.server"].flatMap((name) =>
      existsSync(`app/features/${feature}/${name}.ts`)
        ? [readFeatureEntry(`~/features/${feature}/${name}`)]
        : [],
    );
    expect(entries.length, feature).toBeGreaterThan(0);
    for (const names of entries) {
      expect(names.size, feature).toBeGreaterThan(0);
      for (const { module } of names.values()) {
        const file = `app/features/${feature}/${module}`;
        expect(existsSync(`${file}.ts`) || existsSync(`${file}.tsx`), file).toBe(true);
      }
    }
  }
});
