import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, expect, test } from "vitest";
import { noIdentifiableChildren } from "../../app/features/media/media-consent";
import { insertMediaFile, setMediaActive } from "../../app/features/media/media-files.server";
import {
  listLogoCandidates,
  loadSiteLogo,
  saveLogoChoice,
} from "../../app/features/settings/site-logo.server";
import { builtInLogo } from "../../app/shared/site/site-logo";
import { createMigratedDatabase } from "../support/migrated-database";

let database: Awaited<ReturnType<typeof createMigratedDatabase>>;

beforeAll(async () => {
  database = await createMigratedDatabase();
});

afterAll(async () => {
  await database?.drop();
});

async function addImage(category: string, width = 400, height = 100) {
  const { db } = database.connect();
  const id = randomUUID();
  const now = new Date().toISOString();
  await insertMediaFile(
    db,
    {
      id,
      filename: `${id}.png`,
      original_name: "logo.png",
      file_url: `/media/${id}.png`,
      file_type: "image",
      file_size: 1000,
      category,
      alt_text: "The charity's logo in white",
      caption: null,
      created_by: null,
      created_at: now,
      updated_at: now,
      storage_key: `${id}.png`,
      mime_type: "image/png",
      width,
      height,
      sha256: id,
      variants: [{ key: `${id}-480.webp`, width: 480, height: 120, size: 500 }],
      is_active: true,
      consent: noIdentifiableChildren,
    },
    null,
  );
  return id;
}

test("the built-in logo until an admin chooses one; a chosen light logo also stands in for dark", async () => {
  const { db } = database.connect();
  expect(await loadSiteLogo(db)).toEqual(builtInLogo);

  const light = await addImage("branding");
  await saveLogoChoice(db, { light, dark: null }, "admin");
  const logo = await loadSiteLogo(db);
  expect(logo.light).toEqual({
    src: `/media/${light}-480.webp`,
    srcSet: `/media/${light}-480.webp 480w`,
    width: 400,
    height: 100,
  });
  expect(logo.dark).toEqual(logo.light);

  const dark = await addImage("branding");
  await saveLogoChoice(db, { light, dark }, "admin");
  expect((await loadSiteLogo(db)).dark.src).toBe(`/media/${dark}-480.webp`);
});

test("a chosen logo that is switched off falls back, and only active Branding images are offered", async () => {
  const { db } = database.connect();
  const light = await addImage("branding");
  const football = await addImage("football");
  await saveLogoChoice(db, { light, dark: null }, "admin");
  await setMediaActive(db, light, false);

  expect(await loadSiteLogo(db)).toEqual(builtInLogo);
  const offered = (await listLogoCandidates(db)).map((file) => file.id);
  expect(offered).not.toContain(light);
  expect(offered).not.toContain(football);
});
