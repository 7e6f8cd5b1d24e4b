import { data, redirect, useFetcher } from "react-router";
import { readSession } from "~/shared/auth/session.server";
import { getDatabase } from "~/shared/db/database.server";
import { isDatabaseBusy } from "~/shared/db/database-busy";
import { getConfig } from "~/shared/lib/config.server";
import { logger } from "~/shared/lib/logger.server";
import { requestFacts } from "~/shared/lib/request-facts";
import { headersWithRetryAfter } from "~/shared/lib/retry-after-headers";
import { buildStaffPageMeta } from "~/shared/site/seo";
import {
  actionFailure,
  actionSuccess,
  actionSuccessShownOnPage,
  answerBusyDatabase,
} from "~/shared/staff-shell/action-response.server";
import { StaffFrame } from "~/shared/staff-shell/staff-frame";
import { useActionToast } from "~/shared/staff-shell/use-action-toast";
import { cancelCodeStep, readPendingCodeStep } from "../better-auth-two-factor.server";
import { emailAddressProblem, emailAddressSchema } from "../email-address";
import {
  createFirstAdmin,
  FirstAdminRefused,
  SetupCodeRefused,
  SetupCodeThrottled,
} from "../first-admin.server";
import { accountMessages } from "../messages";
import { signIn } from "../sign-in.server";
import { countUsers, StaffUserError } from "../staff-users.server";
import { verifySignInCode } from "../two-factor-sign-in.server";
import { LoginForm, signInFetcherKey } from "../ui/login-form";
import type { Route } from "./+types/login";

/**
 * After too many wrong setup codes or passwords, or while the database is busy, the answer says
 * when to try again.
 */
export const headers = headersWithRetryAfter;

export const meta: Route.MetaFunction = ({ matches }) => buildStaffPageMeta("login", matches);

export async function loader({ request }: Route.LoaderArgs) {
  const { user, headers, ended } = await readSession(request);
  if (user) throw redirect("/admin", { headers });
  return data(
    {
      canCreateAdmin: (await countUsers(getDatabase().db)) === 0,
      codeStep: (await readPendingCodeStep(request)) !== null,
      sessionEnded: ended,
    },
    { headers },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  // Every step counts attempts in the database: a held write lock answers 503, not 500.
  return answerBusyDatabase(
    () => answerSignInForm(request, context.get(requestFacts).clientIp),
    accountMessages.signIn.failedTitle,
  );
}

async function answerSignInForm(request: Request, clientIp: string) {
  const form = await request.formData();
  if (form.get("intent") === "verify-code") {
    return verifyCode(request, String(form.get("code") ?? ""), clientIp);
  }
  if (form.get("intent") === "cancel-code") {
    return actionSuccess(accountMessages.twoFactor.cancelled, await cancelCodeStep(request));
  }
  const email = String(form.get("email") ?? "").trim();
  const password = String(form.get("password") ?? "");
  if (!email || !password) return actionFailure(400, accountMessages.signIn.missingFields);
  if (form.get("intent") === "create-admin") {
    const setupCode = String(form.get("setupCode") ?? "");
    return createAdmin({ request, email, password, setupCode, ip: clientIp });
  }
  let result: Awaited<ReturnType<typeof signIn>>;
  try {
    result = await signIn(request, { email, password, ip: clientIp });
  } catch (error) {
    if (isDatabaseBusy(error)) throw error;
    logger.error("sign-in failed unexpectedly", { error });
    return actionFailure(500, accountMessages.signIn.unexpected);
  }
  if (!result.ok) {
    return actionFailure(
      result.status,
      { title: accountMessages.signIn.failedTitle, description: result.error },
      undefined,
      result.status === 429 ? { "Retry-After": String(result.retryAfterMinutes * 60) } : undefined,
    );
  }
  // The code step's own words ask for the code: a success toast would repeat them, with a tick.
  if (result.codeNeeded) {
    return actionSuccessShownOnPage(accountMessages.twoFactor.codeNeeded, result.headers);
  }
  return actionSuccess(accountMessages.signIn.success, result.headers);
}

/** The second step of signing in with two-factor on. */
async function verifyCode(request: Request, code: string, ip: string) {
  const result = await verifySignInCode(request, { code, ip });
  if (result.ok) return actionSuccess(accountMessages.signIn.success, result.headers);
  return actionFailure(
    result.status,
    { title: accountMessages.signIn.failedTitle, description: result.error },
    { code: result.error },
    result.retryAfterMinutes === undefined
      ? undefined
      : { "Retry-After": String(result.retryAfterMinutes * 60) },
  );
}

async function createAdmin(input: {
  request: Request;
  email: string;
  password: string;
  setupCode: string;
  ip: string;
}) {
  const failed = (status: number, description: string) =>
    actionFailure(status, {
      title: accountMessages.createAdmin.failedTitle,
      description: description || accountMessages.createAdmin.failedDefault,
    });
  if (!emailAddressSchema.safeParse(input.email).success) return failed(400, emailAddressProblem);
  try {
    await createFirstAdmin(getDatabase(), {
      ...input,
      dataDir: getConfig().dataDir,
    });
    // Signed in at once (§4: "goes to /admin signed in"): the sign-in page's loader then sends
    // the new administrator to the dashboard, as after any sign-in.
    const signedIn = await signIn(input.request, input);
    if (!signedIn.ok || signedIn.codeNeeded)
      return actionSuccess(accountMessages.createAdmin.created);
    return actionSuccess(accountMessages.createAdmin.success, signedIn.headers);
  } catch (error) {
    if (error instanceof FirstAdminRefused) return failed(403, error.message);
    if (error instanceof SetupCodeRefused) {
      return actionFailure(
        400,
        { title: accountMessages.createAdmin.failedTitle, description: error.message },
        { setupCode: error.message },
      );
    }
    if (error instanceof SetupCodeThrottled) {
      return actionFailure(
        429,
        { title: accountMessages.createAdmin.failedTitle, description: error.message },
        undefined,
        { "Retry-After": String(error.retryAfterMinutes * 60) },
      );
    }
    if (error instanceof StaffUserError) return failed(400, error.message);
    if (isDatabaseBusy(error)) throw error;
    logger.error("creating the first admin failed", { error });
    return actionFailure(500, accountMessages.createAdmin.unexpected);
  }
}

export default function LoginPage({ loaderData }: Route.ComponentProps) {
  useActionToast(useFetcher({ key: signInFetcherKey }));
  return (
    <StaffFrame>
      <LoginForm
        canCreateAdmin={loaderData.canCreateAdmin}
        codeStep={loaderData.codeStep}
        sessionEnded={loaderData.sessionEnded}
      />
    </StaffFrame>
  );
}
