// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createRoutesStub, useLoaderData } from "react-router";
import { toast } from "sonner";
import { afterEach, expect, test, vi } from "vitest";
import { defaultImpactFigures } from "~/shared/site/impact-stats";
import { pageMessages } from "../messages";
import type { PageEditorResult } from "../page-editor-result";
import { ContentPanel } from "./content-panel";

vi.mock("sonner", () => ({ toast: { success: vi.fn(), warning: vi.fn(), error: vi.fn() } }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const Nothing = () => null;

/** About as the Content tab loads it: its words at one revision, with no draft. */
function aboutAt(revision: number, heroSubtitle: string) {
  return {
    page: "about",
    route: "/about",
    headRevisionId: `rev-${revision}`,
    title: "About Us",
    heroTitle: "Who we are",
    heroSubtitle,
    content: "We run youth clubs.",
    hasFormatting: false,
    draft: null,
    approval: null,
    mustSubmit: false,
    impactFigures: defaultImpactFigures,
  };
}

function ContentTab() {
  const { content } = useLoaderData<{ content: ReturnType<typeof aboutAt> }>();
  return <ContentPanel content={content} />;
}

/**
 * The tab on a stub of its route. Each post publishes: the page's head moves on one revision,
 * which the loader then reports, as the server does.
 */
function renderContentTab() {
  const posted: FormData[] = [];
  let revision = 1;
  let heroSubtitle = "Open to all";
  const Stub = createRoutesStub([
    {
      path: "/admin/content",
      Component: ContentTab,
      HydrateFallback: Nothing,
      loader: () => ({ content: aboutAt(revision, heroSubtitle) }),
      action: async ({ request }): Promise<PageEditorResult> => {
        const form = await request.formData();
        posted.push(form);
        revision += 1;
        heroSubtitle = String(form.get("heroSubtitle"));
        return {
          ok: true,
          toast: pageMessages.pages.contentUpdated,
          headRevisionId: `rev-${revision}`,
        };
      },
    },
  ]);
  render(<Stub initialEntries={["/admin/content"]} />);
  return posted;
}

test("Publish's answer is shown although the page it reloads holds a new revision", async () => {
  const posted = renderContentTab();
  const subtitle = await screen.findByLabelText("Hero subtitle");
  fireEvent.change(subtitle, { target: { value: "Written on the Content tab" } });
  fireEvent.click(screen.getByRole("button", { name: "Publish" }));

  await waitFor(() =>
    expect(toast.success).toHaveBeenCalledWith(pageMessages.pages.contentUpdated.title, {
      description: pageMessages.pages.contentUpdated.description,
      toasterId: undefined,
    }),
  );
  expect(toast.success).toHaveBeenCalledOnce();
  expect(posted[0]?.get("baseRevisionId")).toBe("rev-1");

  // The next edit starts from the revision just published, so it is not taken for someone else's.
  await waitFor(() =>
    expect(screen.getByRole("button", { name: "Publish" })).toHaveProperty("disabled", false),
  );
  expect(screen.getByLabelText<HTMLInputElement>("Hero subtitle").value).toBe(
    "Written on the Content tab",
  );
  fireEvent.click(screen.getByRole("button", { name: "Publish" }));
  await waitFor(() => expect(toast.success).toHaveBeenCalledTimes(2));
  expect(posted[1]?.get("baseRevisionId")).toBe("rev-2");
});
