// @vitest-environment happy-dom
import { cleanup, render } from "@testing-library/react";
import type { FetcherWithComponents } from "react-router";
import { afterEach, expect, test, vi } from "vitest";
import type { ActionResult } from "./action-result";
import { useActionToast } from "./use-action-toast";

const toast = vi.hoisted(() => ({ success: vi.fn(), warning: vi.fn(), error: vi.fn() }));
vi.mock("sonner", () => ({ toast }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

function Answer({ result }: { result: ActionResult }) {
  useActionToast({ data: result } as FetcherWithComponents<unknown>);
  return null;
}

const said = { title: "Placed", description: "Not on the site until you decide." };

test("each answer gets its own tone: a tick, a warning for work left, an error, or nothing", () => {
  render(<Answer result={{ ok: true, toast: said }} />);
  render(<Answer result={{ ok: true, toast: said, unfinished: true }} />);
  render(<Answer result={{ ok: false, toast: said }} />);
  render(<Answer result={{ ok: true, toast: said, quiet: true }} />);
  const shown = { description: said.description, toasterId: undefined };
  expect(toast.success.mock.calls).toEqual([[said.title, shown]]);
  expect(toast.warning.mock.calls).toEqual([[said.title, shown]]);
  expect(toast.error.mock.calls).toEqual([[said.title, shown]]);
});
