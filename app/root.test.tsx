// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub, data } from "react-router";
import { afterEach, expect, test, vi } from "vitest";
import { ErrorBoundary } from "./root";

afterEach(cleanup);

const Nothing = () => null;

function renderFailingRoute(loader: () => never) {
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: Nothing,
      HydrateFallback: Nothing,
      ErrorBoundary: ErrorBoundary as never,
      loader,
    },
  ]);
  render(<Stub initialEntries={["/"]} />);
}

test("a thrown error shows 'Unexpected Application Error!' with its message", async () => {
  vi.spyOn(console, "error").mockImplementation(() => {});
  renderFailingRoute(() => {
    throw new Error("The database did not answer");
  });
  expect(
    await screen.findByRole("heading", { name: "Unexpected Application Error!" }),
  ).toBeTruthy();
  expect(screen.getByText("The database did not answer")).toBeTruthy();
});

test("an error response shows its status text", async () => {
  renderFailingRoute(() => {
    throw data(null, { status: 503, statusText: "Service Unavailable" });
  });
  expect(
    await screen.findByRole("heading", { name: "Unexpected Application Error!" }),
  ).toBeTruthy();
  expect(screen.getByText("Service Unavailable")).toBeTruthy();
});

test("a 404 shows the not-found page", async () => {
  renderFailingRoute(() => {
    throw data(null, { status: 404 });
  });
  expect(await screen.findByRole("heading", { name: "404" })).toBeTruthy();
  expect(screen.getByText("Oops! Page not found")).toBeTruthy();
  expect(screen.getByRole("link", { name: "Return to Home" }).getAttribute("href")).toBe("/");
});
