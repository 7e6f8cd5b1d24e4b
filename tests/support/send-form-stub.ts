import { vi } from "vitest";

type ActionAnswer = { data: unknown; init: ResponseInit | null };

/**
 * Answers PublicForm's fetch to /send-form as routes/send-form.ts does: the page's action, here
 * `action`, its data sent back as JSON.
 */
export function stubSendForm(action: (args: { request: Request }) => Promise<ActionAnswer>) {
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(new URL(String(input), "http://localhost"), init);
    const answer = await action({ request });
    return Response.json(answer.data, answer.init ?? undefined);
  });
}
