import type { PublicFormName } from "~/shared/forms/public-forms";
import { getPage } from "~/shared/site/page-registry";
import { detailLabels } from "~/shared/site/site-settings";
import { useSiteSettings } from "~/shared/site/use-site-settings";
import { BreakableAddress } from "~/shared/ui/breakable-address";
import { icoComplaintUrl, namePrivacyNotice, privacyNotices } from "../privacy-notices";

const contactPage = getPage("contact");
const termClass = "font-semibold text-slate-900 dark:text-white";

const boxClass =
  "rounded-2xl border border-slate-200 bg-slate-50 p-5 text-sm leading-relaxed text-slate-700 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-300";

type PrivacyNoticeProps = {
  form: PublicFormName;
  headingId: string;
  /** One tap away: a closed disclosure whose summary names the notice. */
  closed?: boolean;
};

/** The short notice beside a form: who we are, why we ask, our basis, how long, your rights. */
export function PrivacyNotice({ form, headingId, closed = false }: PrivacyNoticeProps) {
  const name = namePrivacyNotice(form);
  if (closed) {
    return (
      <aside aria-labelledby={headingId}>
        <details className={boxClass}>
          <summary
            id={headingId}
            className="cursor-pointer text-base font-bold text-slate-900 dark:text-white"
          >
            {name}
          </summary>
          <NoticeDetails form={form} />
        </details>
      </aside>
    );
  }
  return (
    <aside aria-labelledby={headingId} className={boxClass}>
      <h3 id={headingId} className="text-base font-bold text-slate-900 dark:text-white">
        {name}
      </h3>
      <NoticeDetails form={form} />
    </aside>
  );
}

function NoticeDetails({ form }: { form: PublicFormName }) {
  const settings = useSiteSettings();
  const notice = privacyNotices[form];
  return (
    <>
      <dl className="mt-3 space-y-2">
        <div>
          <dt className={termClass}>Who we are</dt>
          <dd>
            {[settings.charityName, ...settings.address].join(", ")}.{" "}
            {settings.email ? (
              <>
                Email{" "}
                <a href={`mailto:${settings.email}`} className="underline">
                  <BreakableAddress text={settings.email} />
                </a>
                .
              </>
            ) : (
              <a href={contactPage.route} className="underline">
                {detailLabels.sendMessage}
              </a>
            )}
          </dd>
        </div>
        <div>
          <dt className={termClass}>Why we ask</dt>
          <dd>{notice.why}</dd>
        </div>
        <div>
          <dt className={termClass}>Our lawful basis</dt>
          <dd>{notice.basis}</dd>
        </div>
        <div>
          <dt className={termClass}>How long we keep it</dt>
          <dd>{notice.keep(settings.retention)}</dd>
        </div>
        <div>
          <dt className={termClass}>Your rights</dt>
          <dd>
            You can ask to see, correct or delete what we hold about you: email us. If you are
            unhappy with how we use it, you can{" "}
            <a href={icoComplaintUrl} className="underline">
              complain to the Information Commissioner's Office (ICO)
            </a>
            .
          </dd>
        </div>
      </dl>
      <p className="mt-3">
        <a href={getPage("privacy-policy").route} className="font-semibold underline">
          Read our privacy policy
        </a>
      </p>
    </>
  );
}
