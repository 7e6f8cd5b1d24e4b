import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { mediaMessages } from "../../app/features/media/messages";
import { type AppServer, startAppServer } from "../support/app-server";
import { openPublicPages } from "../support/public-page";
import { StaffClient } from "../support/staff-client";
import { setUpFirstAdmin } from "../support/staff-fixtures";

/**
 * Built-in catalogue pictures are placed like uploads (§7 merges them into the picker's list):
 * staff apply one to a page section, visitors see it there, and Remove takes it off again.
 */

const groupRide = {
  id: "group-ride",
  src: "/images/catalogue/group-ride.svg",
  alt: "A group of young cyclists in helmets riding along a country lane",
};

let server: AppServer;
let admin: StaffClient;
beforeAll(async () => {
  server = await startAppServer();
  admin = await setUpFirstAdmin(server);
});
afterAll(async () => {
  await server?.stop();
});

const { visit } = openPublicPages(() => server.baseUrl);

function act(form: Record<string, string>) {
  return admin.action("/admin/media", form);
}

async function sectionList(page: string, section: string) {
  const response = await admin.get(`/admin/media/section?page=${page}&section=${section}`);
  expect(response.status).toBe(200);
  return (await response.json()) as {
    placed: unknown[];
    builtIns: { image: { id: string }; placement: { id: string } }[];
  };
}

describe("built-in pictures placed on pages", () => {
  test("a built-in picture applied to Football's gallery shows there and is removed again", async () => {
    const football = "/what-we-offer/football";
    const before = await visit(football);
    expect(before.querySelector(`#page-gallery img[src="${groupRide.src}"]`)).toBeNull();

    expect(
      await act({
        intent: "apply-built-in",
        id: groupRide.id,
        page: "football",
        section: "gallery",
      }),
    ).toEqual({ status: 200, result: { ok: true, toast: mediaMessages.placement.applied } });

    const after = await visit(football);
    const shown = after.querySelector(`#page-gallery img[src="${groupRide.src}"]`);
    expect(shown?.getAttribute("alt")).toBe(groupRide.alt);
    // Only where it was placed.
    expect(
      (await visit("/what-we-offer/marathons")).querySelector(`img[src="${groupRide.src}"]`),
    ).toBeNull();

    const list = await sectionList("football", "gallery");
    expect(list.placed).toEqual([]);
    expect(list.builtIns.map((entry) => entry.image.id)).toEqual([groupRide.id]);

    const placementId = list.builtIns[0]?.placement.id ?? "";
    expect(await act({ intent: "unplace-built-in", id: groupRide.id, placementId })).toEqual({
      status: 200,
      result: { ok: true, toast: mediaMessages.placement.removed },
    });
    expect(
      (await visit(football)).querySelector(`#page-gallery img[src="${groupRide.src}"]`),
    ).toBeNull();
    expect((await sectionList("football", "gallery")).builtIns).toEqual([]);
  });

  test("a built-in hero replaces the page's own hero until removed", async () => {
    const heroSrc = () => {
      return visit("/what-we-offer/bike-rides").then(
        (page) => page.querySelector('img[fetchpriority="high"]')?.getAttribute("src") ?? null,
      );
    };
    const parcels = { id: "food-parcels", src: "/images/catalogue/food-parcels.svg" };
    const original = await heroSrc();
    expect(original).not.toBe(parcels.src);
    await act({ intent: "apply-built-in", id: parcels.id, page: "bike-rides", section: "hero" });
    expect(await heroSrc()).toBe(parcels.src);
    const [entry] = (await sectionList("bike-rides", "hero")).builtIns;
    await act({
      intent: "unplace-built-in",
      id: parcels.id,
      placementId: entry?.placement.id ?? "",
    });
    expect(await heroSrc()).toBe(original);
  });

  test("refusals: an unknown picture, a section the page does not show, signed out", async () => {
    expect(
      await act({
        intent: "apply-built-in",
        id: "no-such-picture",
        page: "football",
        section: "gallery",
      }),
    ).toMatchObject({ status: 404, result: { ok: false } });
    expect(
      await act({ intent: "apply-built-in", id: groupRide.id, page: "football", section: "team" }),
    ).toEqual({
      status: 400,
      result: {
        ok: false,
        toast: mediaMessages.placement.applyFailed,
        fieldErrors: { section: mediaMessages.placement.sectionNotShown },
      },
    });
    const anonymous = await new StaffClient(server.baseUrl).action("/admin/media", {
      intent: "apply-built-in",
      id: groupRide.id,
      page: "football",
      section: "gallery",
    });
    expect(anonymous.status).toBe(401);
    expect((await sectionList("football", "gallery")).builtIns).toEqual([]);
  });

  test("staff change a gallery's order: visitors see the pictures in that order", async () => {
    const pictures = ["group-ride", "food-parcels", "packing-parcels"];
    const gallerySources = async () =>
      [...(await visit("/what-we-offer/marathons")).querySelectorAll("#page-gallery img")].map(
        (image) => image.getAttribute("src"),
      );
    for (const id of pictures) {
      await act({ intent: "apply-built-in", id, page: "marathons", section: "gallery" });
    }
    const order = async () =>
      (await sectionList("marathons", "gallery")).builtIns.map((entry) => entry.image.id);
    // The latest placed first.
    expect(await order()).toEqual([...pictures].reverse());
    const placementOf = async (id: string) =>
      (await sectionList("marathons", "gallery")).builtIns.find((entry) => entry.image.id === id)
        ?.placement.id ?? "";

    expect(
      await act({
        intent: "move-placement",
        id: "group-ride",
        placementId: await placementOf("group-ride"),
        move: "earlier",
      }),
    ).toEqual({ status: 200, result: { ok: true, toast: mediaMessages.placement.moved } });
    expect(await order()).toEqual(["packing-parcels", "group-ride", "food-parcels"]);
    await act({
      intent: "move-placement",
      id: "packing-parcels",
      placementId: await placementOf("packing-parcels"),
      move: "later",
    });
    expect(await order()).toEqual(["group-ride", "packing-parcels", "food-parcels"]);
    expect(await gallerySources()).toEqual(
      ["group-ride", "packing-parcels", "food-parcels"].map((id) => `/images/catalogue/${id}.svg`),
    );

    // Already first: refused, nothing changes; an unknown placement is not found.
    expect(
      await act({
        intent: "move-placement",
        id: "group-ride",
        placementId: await placementOf("group-ride"),
        move: "earlier",
      }),
    ).toEqual({
      status: 409,
      result: {
        ok: false,
        toast: {
          ...mediaMessages.placement.moveFailed,
          description: mediaMessages.placement.cannotMove,
        },
      },
    });
    expect(
      await act({
        intent: "move-placement",
        id: "group-ride",
        placementId: "no-such-placement",
        move: "later",
      }),
    ).toMatchObject({ status: 404, result: { ok: false } });
    expect(await order()).toEqual(["group-ride", "packing-parcels", "food-parcels"]);
  });
});
