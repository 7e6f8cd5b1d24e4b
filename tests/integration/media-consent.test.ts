import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { MediaFile } from "../../app/features/media/media-file";
import type { loadMediaPanel } from "../../app/features/media/media-panel.server";
import { mediaMessages } from "../../app/features/media/messages";
import type { Database } from "../../app/shared/db/database-types";
import { toUkDateString } from "../../app/shared/lib/format-date-time";
import { messages } from "../../app/shared/site/messages";
import { adminTabRouteId } from "../../app/shared/staff-shell/admin-tabs";
import { type AppServer, startAppServer } from "../support/app-server";
import { decodeRouterData } from "../support/decode-router-data";
import { escapeHtml } from "../support/html";
import { type Fixture, makeJpeg } from "../support/media-fixtures";
import { altsIn, imagesWithAlt, openPublicPages } from "../support/public-page";
import { type S3TestServer, startS3Server } from "../support/s3-server";
import { StaffClient } from "../support/staff-client";
import { adminEmail, setUpFirstAdmin } from "../support/staff-fixtures";
import { inspectStoredMedia, listFiles } from "../support/stored-media";
import { readUploadProgress } from "../support/upload-progress";

/**
 * Safeguarding for photos of children, through HTTP as staff and as signed-out visitors: consent
 * decides what visitors see, a file that loses it is hidden and re-keyed at once, expired consent
 * is caught by the scheduler, and words beside a photo are fit to publish.
 */

type Driver = "local" | "s3";
type MediaRow = Database["media_files"];
type MediaPanel = Awaited<ReturnType<typeof loadMediaPanel>>;
type Form = Record<string, string> | [string, string][];

const dayMs = 86_400_000;
/** The Media tab's route id: its loader data in a single-fetch answer. */
const mediaTabRoute = adminTabRouteId("media");
const footballPage = "/what-we-offer/football";
const parentName = "Grace Okonkwo";

// The consent form's own messages (app/features/media/media-consent.ts), as staff see them.
const givenByRequired = "Say who gave consent: the parent or carer's name.";
const givenOnRequired = "Enter the date consent was given.";
const expiryBeforeGiven = "The expiry date must be after the date consent was given.";
const childrenRequired = "Say whether this file shows children who could be identified.";

let jpegBody: Buffer;
beforeAll(async () => {
  jpegBody = await makeJpeg();
});

const jpeg = (name: string): Fixture => ({ name, type: "image/jpeg", body: jpegBody });

type Consent = {
  children?: "none" | "identifiable";
  scope?: readonly string[];
  givenBy?: string;
  givenOn?: string;
  expiresOn?: string;
  note?: string;
};

/** The Details dialog's consent form as the browser posts it: blanks sent, scope repeated. */
function consentForm(id: string, consent: Consent): [string, string][] {
  return [
    ["intent", "consent"],
    ["id", id],
    ...(consent.children ? [["children", consent.children] as [string, string]] : []),
    ...(consent.scope ?? []).map((scope): [string, string] => ["consentScope", scope]),
    ["consentGivenBy", consent.givenBy ?? ""],
    ["consentGivenOn", consent.givenOn ?? ""],
    ["consentExpiresOn", consent.expiresOn ?? ""],
    ["consentNote", consent.note ?? ""],
  ];
}

/** Every object a row owns: the original, then its WebP copies. */
function objectKeys(row: Pick<MediaRow, "storage_key" | "variants">) {
  const variants = JSON.parse(row.variants) as { key: string }[];
  return [row.storage_key, ...variants.map((variant) => variant.key)];
}

/** Staff and visitor actions against one server, shared by both describe blocks. */
function siteActions(getServer: () => AppServer, getAdmin: () => StaffClient) {
  const visitor = () => new StaffClient(getServer().baseUrl);

  /** A library upload that must succeed (NDJSON progress lines, the file last). */
  async function libraryUpload(fields: Record<string, string>, file: Fixture) {
    const lines = await readUploadProgress(
      await getAdmin().upload("/admin/media/upload", fields, file),
    );
    expect(lines.at(-1)?.error).toBeUndefined();
    return lines.at(-1)?.file as MediaFile;
  }

  /** A quick upload with no section: stored, on no page. */
  async function quickUpload(altText: string, file: Fixture) {
    const response = await getAdmin().upload("/admin/media/quick-upload", { altText }, file);
    const body = (await response.json()) as { file?: MediaFile; error?: string };
    expect(body.error).toBeUndefined();
    expect(response.status).toBe(201);
    expect(body.file?.placements).toEqual([]);
    return body.file as MediaFile;
  }

  function mediaAction(form: Form, client = getAdmin()) {
    return client.action("/admin/media", form);
  }

  async function expectAction(form: Form, toast: { title: string; description?: string }) {
    expect(await mediaAction(form)).toEqual({ status: 200, result: { ok: true, toast } });
  }

  const place = (
    file: MediaFile,
    page: string,
    section: string,
    extra: Record<string, string> = {},
  ) =>
    expectAction(
      { intent: "place", id: file.id, page, section, ...extra },
      mediaMessages.placement.applied,
    );

  const { visit, parse } = openPublicPages(() => getServer().baseUrl);

  async function statusFor(url: string, client = visitor()) {
    const response = await client.get(url);
    await response.body?.cancel();
    return response.status;
  }

  async function findRow(id: string) {
    const row = await getServer()
      .database.db.selectFrom("media_files")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirst();
    if (!row) throw new Error(`no media_files row ${id}`);
    return row;
  }

  async function findPlacements(id: string) {
    return getServer()
      .database.db.selectFrom("media_placements")
      .select(["page", "section"])
      .where("media_id", "=", id)
      .orderBy("placed_at", "desc")
      .execute();
  }

  /** The Media tab's loader data, as the dashboard reads it when staff navigate to the tab. */
  async function loadMediaTab() {
    const response = await getAdmin().get(`/admin/media.data?_routes=${mediaTabRoute}`);
    expect(response.status).toBe(200);
    if (!response.body) throw new Error("no body");
    const routes = (await decodeRouterData(response.body)) as Record<string, { data: MediaPanel }>;
    const panel = routes[mediaTabRoute]?.data;
    if (!panel) throw new Error(`no loader data for ${mediaTabRoute}`);
    return panel;
  }

  async function auditEntries(action: string) {
    return getServer()
      .database.db.selectFrom("audit_log")
      .select(["action", "actor_email", "target", "detail"])
      .where("action", "=", action)
      .orderBy("created_at", "asc")
      .execute();
  }

  return {
    visitor,
    libraryUpload,
    quickUpload,
    mediaAction,
    expectAction,
    place,
    visit,
    parse,
    altsIn,
    imagesWithAlt,
    statusFor,
    findRow,
    findPlacements,
    loadMediaTab,
    auditEntries,
  };
}

const refusedAs = (failure: { title: string; description?: string }, description: string) => ({
  status: 409,
  result: { ok: false, toast: { ...failure, description } },
});

describe.each<Driver>(["local", "s3"])(
  "identifiable children without consent, with %s storage",
  (driver) => {
    let server: AppServer;
    let admin: StaffClient;
    let s3: S3TestServer | undefined;
    const site = siteActions(
      () => server,
      () => admin,
    );
    const { storedKeys, isStored } = inspectStoredMedia(
      () => server,
      () => s3,
    );

    beforeAll(async () => {
      s3 = driver === "s3" ? await startS3Server() : undefined;
      server = await startAppServer({ env: s3?.env });
      admin = await setUpFirstAdmin(server);
    });
    afterAll(async () => {
      await server?.stop();
      await s3?.stop();
    });

    /** The bucket's own URL for a key: what a CDN or a copied link would fetch. */
    async function bucketStatus(key: string) {
      const response = await fetch(`${s3?.env.S3_ENDPOINT}/${s3?.env.S3_BUCKET}/${key}`);
      await response.body?.cancel();
      return response.status;
    }

    test("hide the photo at once: off its page, every old URL 404, objects re-keyed; it cannot be placed or switched on", async () => {
      const alt = "Young people training on the pitch";
      const file = await site.libraryUpload(
        { page: "football", section: "gallery", altText: alt },
        jpeg("training.jpg"),
      );
      const before = await site.findRow(file.id);
      const oldKeys = objectKeys(before);
      expect(oldKeys).toHaveLength(4);
      expect(site.altsIn(await site.visit(footballPage), "#page-gallery")).toEqual([alt]);
      for (const key of oldKeys) expect(await site.statusFor(`/media/${key}`)).toBe(s3 ? 302 : 200);
      if (s3) expect(await bucketStatus(before.storage_key)).toBe(200);
      const keysBefore = await storedKeys();

      // "Identifiable children" with no scope ticked: no consent.
      expect(
        await site.mediaAction(consentForm(file.id, { children: "identifiable", scope: [] })),
      ).toEqual({ status: 200, result: { ok: true, toast: mediaMessages.consent.savedHidden } });

      const page = await site.visit(footballPage);
      expect(page.getElementById("page-gallery")).toBeNull();
      expect(site.imagesWithAlt(page, alt)).toEqual([]);
      for (const key of oldKeys) {
        expect(await site.statusFor(`/media/${key}`), key).toBe(404);
        // Not even staff: no file owns the old keys any more.
        expect(await site.statusFor(`/media/${key}`, admin), key).toBe(404);
        expect(await isStored(key), key).toBe(false);
      }
      if (s3) expect(await bucketStatus(before.storage_key)).toBe(404);

      const after = await site.findRow(file.id);
      expect(after).toMatchObject({
        children: "identifiable",
        consent_scope: null,
        consent_given_by: null,
        file_url: `/media/${after.storage_key}`,
        filename: after.storage_key.split("/").pop(),
        original_name: "training.jpg",
      });
      expect(Number(after.publishable)).toBe(0);
      const newKeys = objectKeys(after);
      expect(newKeys).toHaveLength(4);
      expect(newKeys.filter((key) => oldKeys.includes(key))).toEqual([]);
      expect(await storedKeys()).toEqual(
        [...keysBefore.filter((key) => !oldKeys.includes(key)), ...newKeys].sort(),
      );
      for (const key of newKeys) expect(await site.statusFor(`/media/${key}`), key).toBe(404);

      // Staff still open it from the library, never cached.
      const preview = await admin.get(after.file_url);
      if (s3) {
        expect(preview.status).toBe(302);
        expect(preview.headers.get("location")).toBe(
          `${s3.env.S3_ENDPOINT}/${s3.env.S3_BUCKET}/${after.storage_key}`,
        );
        expect(preview.headers.get("cache-control")).toBe("no-store");
      } else {
        expect(preview.status).toBe(200);
        expect(preview.headers.get("content-type")).toBe("image/jpeg");
        expect(preview.headers.get("cache-control")).toBe("private, no-store");
      }
      await preview.body?.cancel();

      const notPublishable = refusedAs(
        mediaMessages.placement.applyFailed,
        mediaMessages.placement.notPublishable,
      );
      expect(
        await site.mediaAction({ intent: "apply", id: file.id, page: "homepage", section: "hero" }),
      ).toEqual(notPublishable);
      expect(
        await site.mediaAction({ intent: "place", id: file.id, page: "about", section: "team" }),
      ).toEqual(notPublishable);
      expect(await site.findPlacements(file.id)).toEqual([
        { page: "football", section: "gallery" },
      ]);

      await site.expectAction(
        { intent: "set-active", id: file.id, active: "false" },
        mediaMessages.media.deactivated,
      );
      expect(await site.mediaAction({ intent: "set-active", id: file.id, active: "true" })).toEqual(
        refusedAs(mediaMessages.media.updateFailed, mediaMessages.consent.cannotActivate),
      );
      expect(Number((await site.findRow(file.id)).is_active)).toBe(0);
      expect(site.imagesWithAlt(await site.visit(footballPage), alt)).toEqual([]);
    });
  },
);

describe("consent on the public pages, with the scheduler running", () => {
  let server: AppServer;
  let admin: StaffClient;
  const site = siteActions(
    () => server,
    () => admin,
  );
  const { storedKeys, countRows } = inspectStoredMedia(
    () => server,
    () => undefined,
  );

  beforeAll(async () => {
    server = await startAppServer({ env: { JOB_POLL_SECONDS: "1" } });
    admin = await setUpFirstAdmin(server);
  });
  afterAll(async () => {
    await server?.stop();
  });

  const websiteConsent = { children: "identifiable", scope: ["website"] } as const;

  /** A file with a parent's consent for the website, placed in the football gallery and on About's team. */
  async function showOnTwoPages(name: string, alt: string) {
    const file = await site.quickUpload(alt, jpeg(name));
    await site.expectAction(
      consentForm(file.id, { ...websiteConsent, givenBy: parentName, givenOn: "2026-01-10" }),
      mediaMessages.consent.saved,
    );
    await site.place(file, "football", "gallery");
    await site.place(file, "about", "team");
    return file;
  }

  test("with website consent a photo shows on two pages at once, and the library lists both places", async () => {
    const alt = "Girls' team lifting the county cup";
    const file = await showOnTwoPages("cup.jpg", alt);

    expect(site.altsIn(await site.visit(footballPage), "#page-gallery")).toEqual([alt]);
    const about = await site.visit("/about");
    expect(site.altsIn(about, "#team-gallery")[0]).toBe(alt);
    expect(site.imagesWithAlt(about, alt)).toHaveLength(1);
    const row = await site.findRow(file.id);
    // Consent given, nothing was hidden, so its URLs are the ones it was uploaded with.
    expect(row.file_url).toBe(file.url);
    expect(await site.statusFor(file.url)).toBe(200);

    const listed = (await site.loadMediaTab()).library?.files.find((entry) => entry.id === file.id);
    expect(listed?.placements.map(({ page, section }) => ({ page, section }))).toEqual([
      { page: "about", section: "team" },
      { page: "football", section: "gallery" },
    ]);
    expect(listed?.consent).toMatchObject({
      children: "identifiable",
      scope: ["website"],
      givenBy: parentName,
      givenOn: "2026-01-10",
      expiresOn: null,
      withdrawnAt: null,
      publishable: true,
    });
  });

  test("withdrawn consent takes the photo off both pages and breaks its URLs at once; no parent's name is audited", async () => {
    const alt = "Boys' team warming up before kick-off";
    const file = await showOnTwoPages("warm-up.jpg", alt);
    const before = await site.findRow(file.id);
    const oldUrls = objectKeys(before).map((key) => `/media/${key}`);
    for (const url of oldUrls) expect(await site.statusFor(url)).toBe(200);

    await site.expectAction(
      { intent: "withdraw-consent", id: file.id },
      mediaMessages.consent.withdrawn,
    );

    expect(site.imagesWithAlt(await site.visit(footballPage), alt)).toEqual([]);
    expect(site.imagesWithAlt(await site.visit("/about"), alt)).toEqual([]);
    for (const url of oldUrls) expect(await site.statusFor(url), url).toBe(404);
    const after = await site.findRow(file.id);
    expect(after.consent_withdrawn_at).toBeTruthy();
    expect(Number(after.publishable)).toBe(0);
    expect(after.storage_key).not.toBe(before.storage_key);
    expect(await site.statusFor(after.file_url)).toBe(404);

    expect(await site.mediaAction({ intent: "withdraw-consent", id: file.id })).toEqual(
      refusedAs(mediaMessages.consent.withdrawFailed, mediaMessages.consent.nothingToWithdraw),
    );

    const consentEntries = async (action: string) =>
      (await site.auditEntries(action)).filter((entry) => entry.target === before.filename);
    expect([
      ...(await consentEntries("media-consent-changed")),
      ...(await consentEntries("media-consent-withdrawn")),
    ]).toEqual([
      // Staff answered the upload's question about children (ADR 0026), then recorded consent.
      {
        action: "media-consent-changed",
        actor_email: adminEmail,
        target: before.filename,
        detail: "No identifiable children",
      },
      {
        action: "media-consent-changed",
        actor_email: adminEmail,
        target: before.filename,
        detail: "Consent: Website",
      },
      {
        action: "media-consent-withdrawn",
        actor_email: adminEmail,
        target: before.filename,
        detail: "Consent: Website",
      },
    ]);
    const wholeLog = await server.database.db.selectFrom("audit_log").selectAll().execute();
    expect(wholeLog.length).toBeGreaterThan(0);
    expect(JSON.stringify(wholeLog)).not.toContain(parentName);
  });

  test("consent that ran out is hidden by the scheduled check, and audited", async () => {
    const alt = "Runners at the finish of the 10k";
    const file = await site.libraryUpload(
      { page: "marathons", section: "gallery", altText: alt },
      jpeg("finish.jpg"),
    );
    expect(site.altsIn(await site.visit("/what-we-offer/marathons"), "#page-gallery")).toEqual([
      alt,
    ]);
    await site.expectAction(
      consentForm(file.id, {
        ...websiteConsent,
        givenBy: parentName,
        givenOn: "2025-01-01",
        expiresOn: "2025-06-01",
      }),
      mediaMessages.consent.saved,
    );
    const before = await site.findRow(file.id);

    await expect
      .poll(
        async () => site.imagesWithAlt(await site.visit("/what-we-offer/marathons"), alt).length,
        { timeout: 10_000, interval: 250 },
      )
      .toBe(0);
    const after = await site.findRow(file.id);
    expect(after.consent_expired_at).toBeTruthy();
    expect(Number(after.publishable)).toBe(0);
    expect(after.storage_key).not.toBe(before.storage_key);
    for (const key of objectKeys(before)) expect(await site.statusFor(`/media/${key}`)).toBe(404);
    await expect
      .poll(async () => site.auditEntries("media-consent-expired"), { timeout: 5_000 })
      .toEqual([
        {
          action: "media-consent-expired",
          actor_email: null,
          target: before.filename,
          detail: "Consent: Website; expires 2025-06-01",
        },
      ]);
  });

  test("the consent form is refused field by field, signed out and from another site", async () => {
    const file = await site.quickUpload("Volunteers serving lunch at the hall", jpeg("lunch.jpg"));
    const untouched = await site.findRow(file.id);
    const refused = (fieldErrors: Record<string, string>) => ({
      status: 400,
      result: { ok: false, toast: mediaMessages.consent.saveFailed, fieldErrors },
    });

    expect(await site.mediaAction(consentForm(file.id, websiteConsent))).toEqual(
      refused({ consentGivenBy: givenByRequired, consentGivenOn: givenOnRequired }),
    );
    const given = { ...websiteConsent, givenBy: parentName, givenOn: "2026-03-01" };
    expect(
      await site.mediaAction(consentForm(file.id, { ...given, expiresOn: "2026-02-01" })),
    ).toEqual(refused({ consentExpiresOn: expiryBeforeGiven }));
    expect(
      await site.mediaAction(consentForm(file.id, { ...given, expiresOn: "2026-03-01" })),
    ).toEqual(refused({ consentExpiresOn: expiryBeforeGiven }));
    expect(await site.mediaAction(consentForm(file.id, { scope: ["website"] }))).toEqual(
      refused({ children: childrenRequired }),
    );

    // The hiding form, had it gone through, would have changed the row.
    const hide = consentForm(file.id, { children: "identifiable" });
    const signedOut = await site.mediaAction(hide, site.visitor());
    expect(signedOut).toEqual({
      status: 401,
      result: {
        ok: false,
        toast: {
          title: mediaMessages.consent.saveFailed.title,
          description: messages.access.signInRequired,
        },
      },
    });
    const withdrawSignedOut = await site.mediaAction(
      { intent: "withdraw-consent", id: file.id },
      site.visitor(),
    );
    expect(withdrawSignedOut.status).toBe(401);
    const crossSiteHeaders: Record<string, string>[] = [
      { origin: "https://evil.example" },
      { "sec-fetch-site": "cross-site" },
    ];
    for (const headers of crossSiteHeaders) {
      // As a form posts it, and as the dashboard's fetchers do (React Router's single fetch).
      for (const path of ["/admin/media", "/admin/media.data"]) {
        const crossSite = await admin.post(path, hide, headers);
        expect(crossSite.status, path).toBe(403);
        expect(await crossSite.text()).toBe(messages.access.crossSite);
      }
    }

    // Nothing refused changed the row: its record, its keys, who may see it.
    expect(await site.findRow(file.id)).toEqual(untouched);
  });

  test("a caption naming “Jack Smith” goes on a page only once staff tick that they checked", async () => {
    const alt = "Young player scoring at training";
    const file = await site.quickUpload(alt, jpeg("goal.jpg"));
    // Not on a page yet, so the caption is not checked until it is placed.
    await site.expectAction(
      {
        intent: "update",
        id: file.id,
        altText: alt,
        caption: "Jack Smith scoring",
        category: "football",
      },
      mediaMessages.media.updated,
    );

    const warning = mediaMessages.publicWords.nameWarning("“Jack Smith”", 1);
    expect(warning).toContain("“Jack Smith”");
    expect(
      await site.mediaAction({
        intent: "place",
        id: file.id,
        page: "football",
        section: "gallery",
      }),
    ).toEqual({
      status: 400,
      result: {
        ok: false,
        toast: { ...mediaMessages.placement.applyFailed, description: warning },
        fieldErrors: { namesAcknowledged: warning },
      },
    });
    expect(await site.findPlacements(file.id)).toEqual([]);
    expect(site.imagesWithAlt(await site.visit(footballPage), alt)).toEqual([]);

    await site.place(file, "football", "gallery", { namesAcknowledged: "true" });
    const page = await site.visit(footballPage);
    const shown = site.imagesWithAlt(page, alt);
    expect(shown).toHaveLength(1);
    expect(shown[0]?.closest("figure")?.querySelector("figcaption")?.textContent).toBe(
      "Jack Smith scoring",
    );
  });

  test("a library upload needs alt text that describes the file; refused, nothing is stored", async () => {
    const rowsBefore = await countRows();
    const keysBefore = await storedKeys();
    async function refusedUpload(fields: Record<string, string>, file: Fixture) {
      const response = await admin.upload("/admin/media/upload", fields, file);
      return { status: response.status, body: await response.json() };
    }
    const gallery = { page: "football", section: "gallery" };

    for (const fields of [{ ...gallery, altText: "" }, { ...gallery, altText: "   " }, gallery]) {
      expect(await refusedUpload(fields, jpeg("match.jpg"))).toEqual({
        status: 400,
        body: { error: mediaMessages.publicWords.altTextMissing },
      });
    }
    for (const altText of ["team-photo.jpg", "team photo"]) {
      expect(await refusedUpload({ ...gallery, altText }, jpeg("team-photo.jpg"))).toEqual({
        status: 400,
        body: { error: mediaMessages.publicWords.altTextFileName },
      });
    }
    expect(
      await refusedUpload(
        { ...gallery, altText: "Young people at the cup final", caption: "Jack Smith scoring" },
        jpeg("final.jpg"),
      ),
    ).toEqual({
      status: 400,
      body: { error: mediaMessages.publicWords.nameWarning("“Jack Smith”", 1) },
    });

    expect(await countRows()).toBe(rowsBefore);
    expect(await storedKeys()).toEqual(keysBefore);
    await expect
      .poll(() => listFiles(path.join(server.dataDir, "upload-temp")), { timeout: 10_000 })
      .toEqual([]);
  });

  test("a section the page does not show is refused; unplace takes the file off one page only", async () => {
    const alt = "Coaches setting out cones before training";
    const file = await site.libraryUpload(
      { page: "football", section: "gallery", altText: alt },
      jpeg("cones.jpg"),
    );
    const sectionNotShown = {
      status: 400,
      result: {
        ok: false,
        toast: mediaMessages.placement.applyFailed,
        fieldErrors: { section: mediaMessages.placement.sectionNotShown },
      },
    };
    for (const intent of ["place", "apply"]) {
      expect(
        await site.mediaAction({ intent, id: file.id, page: "football", section: "team" }),
      ).toEqual(sectionNotShown);
    }
    await site.place(file, "about", "team");

    const placements = (await site.loadMediaTab()).library?.files.find(
      (entry) => entry.id === file.id,
    )?.placements;
    expect(placements?.map(({ page, section }) => ({ page, section }))).toEqual([
      { page: "about", section: "team" },
      { page: "football", section: "gallery" },
    ]);
    const football = placements?.find((placement) => placement.page === "football");
    const unplace = { intent: "unplace", id: file.id, placementId: football?.id ?? "" };
    await site.expectAction(unplace, mediaMessages.placement.removed);

    expect(site.imagesWithAlt(await site.visit(footballPage), alt)).toEqual([]);
    expect(site.altsIn(await site.visit("/about"), "#team-gallery")[0]).toBe(alt);
    expect(await site.findPlacements(file.id)).toEqual([{ page: "about", section: "team" }]);
    const notFound = {
      status: 404,
      result: {
        ok: false,
        toast: {
          ...mediaMessages.placement.removeFailed,
          description: mediaMessages.media.notFound,
        },
      },
    };
    expect(await site.mediaAction(unplace)).toEqual(notFound);
    // A placement is only taken off through its own file.
    const about = placements?.find((placement) => placement.page === "about");
    const other = await site.quickUpload("Parents cheering at the touchline", jpeg("cheer.jpg"));
    expect(
      await site.mediaAction({ intent: "unplace", id: other.id, placementId: about?.id ?? "" }),
    ).toEqual(notFound);
    expect(await site.findPlacements(file.id)).toEqual([{ page: "about", section: "team" }]);
    const row = await site.findRow(file.id);
    expect(
      (await site.auditEntries("media-unplaced")).filter((entry) => entry.target === row.filename),
    ).toEqual([
      { action: "media-unplaced", actor_email: adminEmail, target: row.filename, detail: null },
    ]);
  });

  test("script in a caption is shown as text on the public page, never run", async () => {
    const alt = "Players celebrating the cup final win";
    const caption = `<script>document.title="pwned"</script> Cup final`;
    await site.libraryUpload(
      { page: "football", section: "gallery", altText: alt, caption },
      jpeg("celebrate.jpg"),
    );
    const response = await site.visitor().get(footballPage);
    const html = await response.text();
    // Checked as booleans: a failure need not print the whole page.
    expect(html.includes('<script>document.title="pwned"')).toBe(false);
    expect(html.includes(escapeHtml(caption))).toBe(true);
    const page = site.parse(html);
    const image = site.imagesWithAlt(page, alt)[0];
    expect(image?.closest("figure")?.querySelector("figcaption")?.textContent).toBe(caption);
    const scripts = [...page.querySelectorAll("script")].map((script) => script.textContent);
    expect(scripts.filter((text) => text.startsWith('document.title="pwned"'))).toEqual([]);
  });

  test("the consent register is a CSV of every file's consent and use, safe in a spreadsheet", async () => {
    const alt = `=HYPERLINK("https://evil.example","Young people at the county cup final")`;
    const file = await site.libraryUpload(
      { page: "football", section: "gallery", altText: alt },
      jpeg("register.jpg"),
    );
    await site.expectAction(
      consentForm(file.id, {
        children: "identifiable",
        scope: ["website", "print"],
        givenBy: parentName,
        givenOn: "2026-02-14",
        expiresOn: "2030-02-14",
        note: "@SUM(1,1) signed at the club",
      }),
      mediaMessages.consent.saved,
    );
    await site.place(file, "about", "team");
    const exportsBefore = (await site.auditEntries("consent-register-exported")).length;

    const response = await admin.get("/admin/media/consent-register.csv");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="consent-register-${toUkDateString(new Date())}.csv"`,
    );
    expect(response.headers.get("cache-control")).toBe("no-store");
    const bytes = Buffer.from(await response.arrayBuffer());
    // A byte order mark first, so spreadsheets read the names as UTF-8.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header = [], ...lines] = parseCsv(bytes.subarray(3).toString("utf8"));
    expect(header).toEqual([
      "File",
      "Original name",
      "Alt text",
      "Children",
      "Consent given by",
      "Scope",
      "Given on",
      "Expires on",
      "Withdrawn at",
      "Expired at",
      "Note",
      "Shown to visitors",
      "Used on",
    ]);
    for (const line of lines) expect(line).toHaveLength(header.length);
    const records = lines.map((line) =>
      Object.fromEntries(header.map((name, index) => [name, line[index]])),
    );
    const row = await site.findRow(file.id);
    expect(records.filter((record) => record.File === row.filename)).toEqual([
      {
        File: row.filename,
        "Original name": "register.jpg",
        "Alt text": `'${alt}`,
        Children: "Consent: Website, Print",
        "Consent given by": parentName,
        Scope: "Website, Print",
        "Given on": "2026-02-14",
        "Expires on": "2030-02-14",
        "Withdrawn at": "",
        "Expired at": "",
        Note: "'@SUM(1,1) signed at the club",
        "Shown to visitors": "Yes",
        "Used on": "About Us · Team; Football · Gallery",
      },
    ]);
    // No cell of any file can start a formula.
    for (const record of records) {
      for (const cell of Object.values(record)) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
    }

    const exports = await site.auditEntries("consent-register-exported");
    expect(exports).toHaveLength(exportsBefore + 1);
    expect(exports.at(-1)).toEqual({
      action: "consent-register-exported",
      actor_email: adminEmail,
      target: null,
      detail: null,
    });

    const signedOut = await site.visitor().get("/admin/media/consent-register.csv");
    expect(signedOut.status).toBe(401);
    expect(await signedOut.json()).toEqual({ error: messages.access.signInRequired });
    expect(await site.auditEntries("consent-register-exported")).toHaveLength(exportsBefore + 1);
  });

  test("needs attention lists files hidden for consent and consent running out within 30 days", async () => {
    const now = Date.now();
    const hidden = await site.libraryUpload(
      { page: "football", section: "gallery", altText: "Under-14s at the regional tournament" },
      jpeg("attention-hidden.jpg"),
    );
    await site.expectAction(
      consentForm(hidden.id, { children: "identifiable" }),
      mediaMessages.consent.savedHidden,
    );
    /** A placed file with website consent that runs out in `days`. */
    async function consentedFor(days: number, name: string) {
      const file = await site.libraryUpload(
        { page: "marathons", section: "gallery", altText: `Runners on the moor road, ${name}` },
        jpeg(name),
      );
      await site.expectAction(
        consentForm(file.id, {
          ...websiteConsent,
          givenBy: parentName,
          givenOn: "2025-01-01",
          expiresOn: toUkDateString(new Date(now + days * dayMs)),
        }),
        mediaMessages.consent.saved,
      );
      return file;
    }
    const expiring = await consentedFor(10, "attention-expiring.jpg");
    const later = await consentedFor(60, "attention-later.jpg");

    const { needsAttention } = await site.loadMediaTab();
    const reasons = new Map(needsAttention.map(({ file, reason }) => [file.id, reason]));
    expect(reasons.get(hidden.id)).toBe("hidden");
    expect(reasons.get(expiring.id)).toBe("expiring");
    expect(reasons.has(later.id)).toBe(false);
    const hiddenItem = needsAttention.find(({ file }) => file.id === hidden.id);
    expect(hiddenItem?.file.consent).toMatchObject({
      children: "identifiable",
      publishable: false,
    });
    expect(hiddenItem?.file.placements.map(({ page }) => page)).toEqual(["football"]);

    // The Media tab shows them by name under its Needs attention heading.
    const html = await (await admin.get("/admin/media")).text();
    const tab = site.parse(html);
    const heading = [...tab.querySelectorAll("h2")].find(
      (candidate) => candidate.textContent === "Needs attention",
    );
    const section = heading?.closest("section");
    const names = [...(section?.querySelectorAll("li") ?? [])].map(
      (item) => item.querySelector("p")?.textContent,
    );
    expect(names).toContain("attention-hidden.jpg");
    expect(names).toContain("attention-expiring.jpg");
    expect(names).not.toContain("attention-later.jpg");
  });
});

/** The register's CSV: every cell quoted, quotes doubled, lines ended by CRLF. */
function parseCsv(text: string) {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const character = text[index];
    if (quoted) {
      if (character === '"' && text[index + 1] === '"') {
        cell += '"';
        index++;
      } else if (character === '"') {
        quoted = false;
      } else {
        cell += character;
      }
    } else if (character === '"') {
      quoted = true;
    } else if (character === ",") {
      row.push(cell);
      cell = "";
    } else if (character === "\r" && text[index + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      index++;
    } else {
      cell += character;
    }
  }
  return rows;
}
