import { RouterContextProvider } from "react-router";
import { expect, test } from "vitest";
import { applyActionCookies, keepActionCookies } from "./action-cookies.server";

const request = () =>
  new Request("http://127.0.0.1/admin/account", {
    headers: {
      cookie: "better-auth.session_token=old.sig; theme=dark; better-auth.session_data=x",
    },
  });

test("the loaders of a request read the cookies its action set, as the browser will hold them", () => {
  const context = new RouterContextProvider();
  expect(applyActionCookies(request(), context).headers.get("cookie")).toBe(
    request().headers.get("cookie"),
  );
  const headers = new Headers();
  headers.append("Set-Cookie", "better-auth.session_token=new.sig; Path=/; HttpOnly; SameSite=Lax");
  headers.append("Set-Cookie", "better-auth.session_data=; Max-Age=0; Path=/");
  headers.append("Set-Cookie", "better-auth.dont_remember=yes; Max-Age=60; Path=/");
  keepActionCookies(context, headers);
  expect(applyActionCookies(request(), context).headers.get("cookie")).toBe(
    "better-auth.session_token=new.sig; theme=dark; better-auth.dont_remember=yes",
  );
  // Another request's loaders are not affected.
  expect(applyActionCookies(request(), new RouterContextProvider()).headers.get("cookie")).toBe(
    request().headers.get("cookie"),
  );
});
