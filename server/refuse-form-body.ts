import type { Request, Response } from "express";
import { publicFormSendPath } from "../app/shared/forms/public-forms";
import { messages } from "../app/shared/site/messages";
import { lingerBeforeClose } from "./linger-before-close";
import { encodeActionData, isRouterDataPath, routerDataHeaders } from "./react-router-internals";

export type BodyRefusal = {
  status: 400 | 413 | 415;
  message: string;
};

export const bodyRefusals = {
  tooLarge: { status: 413, message: messages.requestBody.tooLarge },
  unsupportedType: { status: 415, message: messages.requestBody.unsupportedType },
  unreadable: { status: 400, message: messages.requestBody.unreadable },
} satisfies Record<string, BodyRefusal>;

/**
 * Answers a form whose body the server will not read, in the shape its sender reads: the
 * dashboard's and the sign-in page's `.data` posts get a failed action result (a toast), a
 * visitor's form sent by script (`/send-form`) its JSON answer, and a page posted without
 * JavaScript a plain page. When the body has not all been read, the connection closes after the
 * answer (lingering briefly, so the client reads the answer), and the rest is never waited for.
 */
export function refuseFormBody(req: Request, res: Response, { status, message }: BodyRefusal) {
  if (res.headersSent) return;
  res.status(status).set("Cache-Control", "no-store");
  if (!req.complete) {
    res.set("Connection", "close");
    lingerBeforeClose(req);
  }
  if (isRouterDataPath(req.path)) {
    const result = {
      ok: false,
      toast: { title: messages.requestBody.refusedTitle, description: message },
    };
    res.set(routerDataHeaders);
    res.send(encodeActionData(result));
  } else if (req.path === publicFormSendPath) {
    res.json({ form: null, ok: false, message });
  } else {
    res.type("text/plain").send(message);
  }
}
