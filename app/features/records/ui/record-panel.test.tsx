// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createRoutesStub, data, useLoaderData } from "react-router";
import { afterEach, expect, test } from "vitest";
import type { ActionResult } from "~/shared/staff-shell/action-result";
import type { RecordField, RecordListItem } from "../record-fields";
import { RecordPanel } from "./record-panel";

afterEach(cleanup);

const Nothing = () => null;

const fields: readonly RecordField[] = [
  { name: "name", label: "Name", kind: "text", required: true, maxLength: 80 },
  { name: "rating", label: "Rating", kind: "rating", required: true },
];

const item: RecordListItem = {
  id: "r1",
  version: 1,
  title: "<script>alert(1)</script>",
  details: ["Parent"],
  badges: [{ label: "Approved", tone: "green" }],
  thumbnail: null,
  values: { name: "<script>alert(1)</script>", rating: "5" },
  actions: [],
  canMoveUp: false,
  canMoveDown: true,
};

/** The Reviews tab's panel, its records from the route's loader as in the app. */
function ReviewsPanel() {
  const { items } = useLoaderData<{ items: RecordListItem[] }>();
  return (
    <RecordPanel
      heading="Reviews"
      noun="review"
      fields={fields}
      items={items}
      imageChoices={[]}
      newValues={{ rating: "5" }}
      emptyText="No reviews yet."
    />
  );
}

function renderPanel(
  loadItems: () => RecordListItem[],
  action: (form: FormData) => ActionResult | ReturnType<typeof data<ActionResult>>,
) {
  const Stub = createRoutesStub([
    {
      path: "/admin/reviews",
      Component: ReviewsPanel,
      HydrateFallback: Nothing,
      loader: () => ({ items: loadItems() }),
      action: async ({ request }) => action(await request.formData()),
    },
  ]);
  render(<Stub initialEntries={["/admin/reviews"]} />);
}

/** Renders the one record; every post is kept and refused as the server refuses a missing name. */
function renderRefusingPanel() {
  const posted: FormData[] = [];
  const refused: ActionResult = {
    ok: false,
    toast: { title: "The review was not saved", description: "Some fields need attention." },
    fieldErrors: { name: "Enter the reviewer's name." },
  };
  renderPanel(
    () => [item],
    (form) => {
      posted.push(form);
      return data(refused, { status: 400 });
    },
  );
  return posted;
}

test("a refused add shows the server's message beside the field, marks it and focuses it", async () => {
  const posted = renderRefusingPanel();
  fireEvent.click(await screen.findByRole("button", { name: "Add review" }));
  const name = screen.getByLabelText("Name (required)");
  expect(name.getAttribute("aria-required")).toBe("true");
  expect(document.activeElement).toBe(name);
  const submit = screen.getByRole("button", { name: "Add review" });
  submit.focus();
  fireEvent.click(submit);

  await waitFor(() => expect(name.getAttribute("aria-invalid")).toBe("true"));
  const described = (name.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent);
  expect(described).toEqual(["Enter the reviewer's name."]);
  // Focus moves in an effect after the render that marked the field; on a busy machine that can
  // come a moment after the attribute.
  await waitFor(() => expect(document.activeElement).toBe(name));
  expect(posted).toHaveLength(1);
  expect(posted[0]?.get("intent")).toBe("add");
  expect(posted[0]?.get("rating")).toBe("5");
  // The form stays open with what was typed.
  expect(screen.getByRole("form", { name: "Add review" })).toBeTruthy();
});

test("the first record cannot move up, but can move down", async () => {
  renderRefusingPanel();
  const up = await screen.findByRole("button", { name: "Move <script>alert(1)</script> up" });
  const down = screen.getByRole("button", { name: "Move <script>alert(1)</script> down" });
  expect((up as HTMLButtonElement).disabled).toBe(true);
  expect((down as HTMLButtonElement).disabled).toBe(false);
});

test("a title with markup in it is shown as text", async () => {
  renderRefusingPanel();
  const heading = await screen.findByRole("heading", { level: 3 });
  expect(heading.textContent).toBe("<script>alert(1)</script>");
  expect(document.querySelector("script")).toBeNull();
});

test("Edit opens the record's values in place and posts them with its id and version", async () => {
  const posted = renderRefusingPanel();
  const edit = await screen.findByRole("button", { name: "Edit <script>alert(1)</script>" });
  fireEvent.click(edit);
  expect(edit.getAttribute("aria-expanded")).toBe("true");
  const name = screen.getByLabelText("Name (required)") as HTMLInputElement;
  expect(name.value).toBe("<script>alert(1)</script>");
  expect(document.activeElement).toBe(name);
  expect((screen.getByLabelText("Excellent, 5 stars") as HTMLInputElement).checked).toBe(true);

  fireEvent.click(screen.getByRole("button", { name: "Save review" }));
  await waitFor(() => expect(posted).toHaveLength(1));
  expect(Object.fromEntries(posted[0] ?? [])).toEqual({
    intent: "edit",
    id: "r1",
    version: "1",
    name: "<script>alert(1)</script>",
    rating: "5",
  });

  fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
  expect(screen.queryByRole("form")).toBeNull();
  expect(document.activeElement).toBe(edit);
});

test("a card moved to the end keeps keyboard focus on its remaining move button", async () => {
  let order = ["a", "b"];
  const card = (id: string, index: number): RecordListItem => ({
    ...item,
    id,
    title: id === "a" ? "Amy" : "Ben",
    canMoveUp: index > 0,
    canMoveDown: index < order.length - 1,
  });
  renderPanel(
    () => order.map(card),
    (form) => {
      expect(Object.fromEntries(form)).toEqual({ intent: "move", id: "a", direction: "down" });
      order = ["b", "a"];
      return { ok: true, toast: { title: "Order Changed" } };
    },
  );
  const down = await screen.findByRole("button", { name: "Move Amy down" });
  down.focus();
  fireEvent.click(down);

  await waitFor(() =>
    expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual([
      "Ben",
      "Amy",
    ]),
  );
  const moved = screen.getByRole("button", { name: "Move Amy down" }) as HTMLButtonElement;
  expect(moved.disabled).toBe(true);
  await waitFor(() =>
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Move Amy up" })),
  );
});
