// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, expect, test } from "vitest";
import { resolveBuiltInImage } from "~/features/pages";
import { RegistrationBannerSection } from "./registration-banner-section";

afterEach(cleanup);

const qrCode = { dataUrl: "data:image/png;base64,AA", target: "https://site.example/register" };

test("the QR code's caption and text alternative are the page's words, with {url} filled in", () => {
  render(
    <RegistrationBannerSection
      id="banner"
      title="Keep this page"
      body="Scan the code."
      qrCaption="Point your camera here"
      qrAltText="Code for {url} <i>now</i>"
      image={resolveBuiltInImage("register-child-banner")}
      qrCode={qrCode}
    />,
  );
  expect(screen.getByTestId("registration-qr").getAttribute("alt")).toBe(
    "Code for https://site.example/register <i>now</i>",
  );
  expect(screen.getByText("Point your camera here").tagName).toBe("FIGCAPTION");
});
