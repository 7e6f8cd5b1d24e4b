import { uploadAnywayField } from "../../app/features/media/duplicate-upload";
import { type AdminTabKey, adminTabRouteId } from "../../app/shared/staff-shell/admin-tabs";
import { decodeRouterData } from "./decode-router-data";

/**
 * A browser stand-in for HTTP-level tests: keeps cookies like a browser (one jar per client),
 * sends forms the way a no-JavaScript form post does or the way the dashboard's forms do, and can
 * pretend to come from another site.
 */
export class StaffClient {
  readonly cookies = new Map<string, string>();
  /** Set-Cookie headers of the latest response, as sent. */
  lastSetCookies: string[] = [];

  constructor(private readonly baseUrl: string) {}

  get cookieHeader() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  async get(path: string, headers: Record<string, string> = {}) {
    return this.send(path, { method: "GET", headers });
  }

  /**
   * A dashboard tab's loader data, read as the dashboard does when staff open the tab
   * (`/admin/<tab>.data`); the response must be 200.
   */
  async tabData<T>(tab: AdminTabKey): Promise<T> {
    const route = adminTabRouteId(tab);
    const response = await this.get(`/admin/${tab}.data?_routes=${route}`);
    if (response.status !== 200 || !response.body) {
      throw new Error(`${tab} tab answered ${response.status}`);
    }
    const routes = (await decodeRouterData(response.body)) as Record<string, { data?: T }>;
    const data = routes[route]?.data;
    if (!data) throw new Error(`no loader data for ${route}`);
    return data;
  }

  /** A form as fields, or as [name, value] pairs when a name repeats (ticked checkboxes). */
  async post(
    path: string,
    form: Record<string, string> | [string, string][],
    headers: Record<string, string> = {},
  ) {
    return this.send(path, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
      body: new URLSearchParams(form).toString(),
    });
  }

  /**
   * A multipart upload like the dashboard's: the text fields first, then the one file as `file`.
   * fetch sets the multipart boundary and the Content-Length. Staff answer the upload's question
   * about children (ADR 0026) with "No identifiable children" unless the fields say otherwise;
   * `consentDecision: ""` sends none made. The suites upload the same few fixtures again and
   * again, so staff also insist on storing bytes the library already has (ADR 0035) unless
   * `uploadAnyway: ""` asks the duplicate question.
   */
  async upload(
    path: string,
    fields: Record<string, string>,
    file: { name: string; type?: string; body: Uint8Array | Blob },
    headers: Record<string, string> = {},
  ) {
    const form = new FormData();
    for (const [name, value] of Object.entries({
      consentDecision: "none",
      [uploadAnywayField]: "true",
      ...fields,
    })) {
      form.append(name, value);
    }
    const blob =
      file.body instanceof Blob
        ? file.body
        : new Blob([file.body as Uint8Array<ArrayBuffer>], { type: file.type ?? "" });
    form.append("file", blob, file.name);
    return this.send(path, { method: "POST", headers, body: form });
  }

  /**
   * A staff form sent as the dashboard sends it: React Router's single fetch posts to
   * `<path>.data` and gets the action's answer as turbo-stream, with the action's HTTP status.
   */
  async action(
    path: string,
    form: Record<string, string> | [string, string][],
    headers: Record<string, string> = {},
  ) {
    const response = await this.post(`${path}.data`, form, headers);
    return { status: response.status, result: await readActionResult(response) };
  }

  async signIn(email: string, password: string) {
    return this.post("/login", { intent: "sign-in", email, password });
  }

  private async send(path: string, init: RequestInit & { headers: Record<string, string> }) {
    const cookie = this.cookieHeader;
    const response = await fetch(new URL(path, this.baseUrl), {
      ...init,
      headers: { ...init.headers, ...(cookie ? { cookie } : {}) },
      redirect: "manual",
    });
    this.lastSetCookies = response.headers.getSetCookie();
    for (const header of this.lastSetCookies) {
      const [pair = "", ...attributes] = header.split(";");
      const [name = "", value = ""] = pair.split("=");
      const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute));
      if (expired || value === "") this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value);
    }
    return response;
  }
}

/** A staff action's answer (app/shared/staff-shell/action-result.ts); field errors read whatever `ok` says. */
type ActionAnswer = {
  ok: boolean;
  toast: { title: string; description?: string };
  fieldErrors?: Record<string, string>;
};

/** A staff action's answer from a single-fetch (`.data`) response. */
export async function readActionResult(response: Response): Promise<ActionAnswer> {
  if (
    response.headers.get("content-type")?.startsWith("text/x-script") !== true ||
    !response.body
  ) {
    throw new Error(`not an action's answer (${response.status}): ${await response.text()}`);
  }
  const value = (await decodeRouterData(response.body)) as { data?: ActionAnswer; error?: unknown };
  if (!value.data) throw new Error(`the action failed: ${String(value.error)}`);
  return value.data;
}
