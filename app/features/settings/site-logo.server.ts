import type { Kysely } from "kysely";
import type { MediaFile } from "~/features/media";
import { findMediaFile, listMediaFiles } from "~/features/media/index.server";
import type { Database } from "~/shared/db/database-types";
import {
  builtInLogo,
  type LogoChoice,
  type LogoImage,
  logoMediaCategory,
  noLogoChoice,
  type SiteLogo,
} from "~/shared/site/site-logo";

/** Kept beside the other settings, under its own key: the Settings form does not send it. */
const logoSettingKey = "logo";

export async function loadLogoChoice(db: Kysely<Database>): Promise<LogoChoice> {
  const row = await db
    .selectFrom("site_setting")
    .select("value")
    .where("key", "=", logoSettingKey)
    .executeTakeFirst();
  return row
    ? { ...noLogoChoice, ...(JSON.parse(row.value) as Partial<LogoChoice>) }
    : noLogoChoice;
}

function isShowable(file: MediaFile | undefined): file is MediaFile {
  return file?.fileType === "image" && file.isActive && file.consent.publishable;
}

function toLogoImage(file: MediaFile): LogoImage {
  const widest = file.variants.at(-1);
  return {
    src: widest?.url ?? file.url,
    srcSet: file.variants.length
      ? file.variants.map((variant) => `${variant.url} ${variant.width}w`).join(", ")
      : undefined,
    width: file.width ?? widest?.width ?? builtInLogo.light.width,
    height: file.height ?? widest?.height ?? builtInLogo.light.height,
  };
}

/**
 * The logo visitors see. A chosen file that was deleted, switched off or withdrawn falls back to
 * the built-in mark; a dark variant left built-in follows a chosen light logo, so the charity's
 * own logo is never swapped for the built-in one in the dark theme.
 */
export async function loadSiteLogo(db: Kysely<Database>): Promise<SiteLogo> {
  const choice = await loadLogoChoice(db);
  const [light, dark] = await Promise.all(
    [choice.light, choice.dark].map(async (id) => {
      const file = id ? await findMediaFile(db, id) : undefined;
      return isShowable(file) ? toLogoImage(file) : null;
    }),
  );
  return {
    light: light ?? builtInLogo.light,
    dark: dark ?? light ?? builtInLogo.dark,
  };
}

/** The images Settings offers as logos: active Branding images, newest first. */
export async function listLogoCandidates(db: Kysely<Database>) {
  const { files } = await listMediaFiles(db, {
    category: logoMediaCategory,
    fileType: "image",
    activeOnly: true,
    page: 1,
    pageSize: 60,
  });
  return files;
}

/** Saves the choice; each id must be one of the candidates (checked by the caller's schema). */
export async function saveLogoChoice(db: Kysely<Database>, choice: LogoChoice, updatedBy: string) {
  const row = {
    value: JSON.stringify(choice),
    updated_at: new Date().toISOString(),
    updated_by: updatedBy,
  };
  await db
    .insertInto("site_setting")
    .values({ key: logoSettingKey, ...row })
    .onConflict((conflict) => conflict.column("key").doUpdateSet(row))
    .execute();
}
