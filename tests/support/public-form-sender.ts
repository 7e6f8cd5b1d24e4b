import type { PublicFormResult } from "../../app/forms/public-forms";
import { StaffClient } from "./staff-client";

export type FormAnswer = { status: number; result: PublicFormResult };

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
 * A public form sent as the page's fetcher sends it (`<page>.data`) from `address`; as pairs when
 * a name repeats (ticked checkboxes).
 */
export async function sendPublicForm(
  baseUrl: string,
  page: string,
  form: Record<string, string> | [string, string][],
  address: string,
) {
  const client = new StaffClient(baseUrl);
  return (await client.action(page, form, { "x-forwarded-for": address })) as unknown as FormAnswer;
}
