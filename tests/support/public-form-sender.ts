import { buildPublicFormSendUrl, type PublicFormResult } from "../../app/shared/forms/public-forms";
import { StaffClient } from "./staff-client";

/**
 * Visitors' own addresses, `<network>.1`, `<network>.2`, ... (sent as X-Forwarded-For to a server
 * that trusts one proxy), so one test's submissions never count against another's limit.
 */
export function visitorAddresses(network: string) {
  let count = 0;
  return () => {
    count += 1;
    return `${network}.${count}`;
  };
}

/**
 * A public form sent as the page's form sends it with JavaScript (to `/send-form?page=<page>`,
 * ADR 0025) from `address`; as pairs when a name repeats (ticked checkboxes). The response is
 * there too, for its headers.
 */
export async function sendPublicForm(
  baseUrl: string,
  page: string,
  form: Record<string, string> | [string, string][],
  address: string,
) {
  const response = await new StaffClient(baseUrl).post(buildPublicFormSendUrl(page), form, {
    accept: "application/json",
    "x-forwarded-for": address,
  });
  const result = (await response.json()) as PublicFormResult;
  return { status: response.status, result, headers: response.headers };
}
