// @vitest-environment happy-dom
import { cleanup, render } from "@testing-library/react";
import { afterEach, expect, test } from "vitest";
import { BreakableAddress, splitAtBreakPoints } from "./breakable-address";

afterEach(cleanup);

const parts = (text: string) => splitAtBreakPoints(text).map(({ part }) => part);

test("an address may break after its @ and before each dot or underscore, nowhere else", () => {
  expect(parts("hello@northfold-youth.example.org")).toEqual([
    "hello@",
    "northfold-youth",
    ".example",
    ".org",
  ]);
  expect(parts("@northfold_youth.example")).toEqual(["@northfold", "_youth", ".example"]);
  expect(parts("plainword")).toEqual(["plainword"]);
});

test("the break points are <wbr>s: the text, and so the link's name, is unchanged", () => {
  const { container } = render(<BreakableAddress text="hello@north.example.org" />);
  expect(container.textContent).toBe("hello@north.example.org");
  expect(container.querySelectorAll("wbr")).toHaveLength(3);
});
