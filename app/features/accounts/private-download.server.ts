import { data } from "react-router";
import type { Role } from "~/shared/auth/roles";
import { checkStaffAccess } from "~/shared/auth/session.server";
import { requireRecentConfirmationForDownload } from "./recent-confirmation.server";

/**
 * The guard of every download of personal data: staff with `role` whose session confirmed it
 * was them recently. Otherwise the refusal to answer with instead of the file: the access check's
 * 401 or 403, or the 403 that asks them to confirm.
 */
export async function checkDownloadAccess(request: Request, role: Role) {
  const access = await checkStaffAccess(request, { role });
  if (!access.ok) {
    return {
      ok: false as const,
      refusal: data({ error: access.error }, { status: access.status }),
    };
  }
  const unconfirmed = await requireRecentConfirmationForDownload(access.user);
  if (unconfirmed) return { ok: false as const, refusal: unconfirmed };
  return { ok: true as const, user: access.user };
}

/** The file itself: an attachment saved as `filename`, never cached. */
export function privateDownload(body: string, contentType: string, filename: string) {
  return new Response(body, {
    headers: {
      "Content-Type": contentType,
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "no-store",
    },
  });
}
