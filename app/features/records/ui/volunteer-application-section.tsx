import { useEffect, useId, useRef, useState } from "react";
import { type FormSectionProps, PublicFormSection } from "~/features/pages";
import { ChoiceField } from "~/shared/forms/choice-field";
import { ConsentField } from "~/shared/forms/consent-field";
import { FieldHint, fieldLabelClass } from "~/shared/forms/field-messages";
import { usePublicField } from "~/shared/forms/public-form-context";
import { applicationFieldLimits } from "~/shared/forms/public-form-fields";
import { PublicSelectField } from "~/shared/forms/public-select-field";
import { PublicTextField } from "~/shared/forms/public-text-field";
import { buildMailto } from "~/shared/lib/contact-links";
import { getPage } from "~/shared/site/page-registry";
import { detailLabels } from "~/shared/site/site-settings";
import { useSiteSettings } from "~/shared/site/use-site-settings";
import { BreakableAddress } from "~/shared/ui/breakable-address";
import type { SiteOpportunity } from "../volunteers/site-opportunity";

type VolunteerApplicationSectionProps = FormSectionProps<"volunteer-application"> & {
  opportunities: readonly SiteOpportunity[];
};

const contactPage = getPage("contact");

const yesNo = [
  { value: "yes", label: "Yes" },
  { value: "no", label: "No" },
] as const;

/** The application form for an open role; the role a card's "Apply" link named comes chosen. */
export function VolunteerApplicationSection({
  opportunities,
  ...section
}: VolunteerApplicationSectionProps) {
  const searchParams = new URLSearchParams(section.search);
  const wanted = searchParams.get("role");
  const preselected = opportunities.some((role) => role.id === wanted) ? wanted : null;
  return (
    <PublicFormSection
      section={section}
      instead={opportunities.length === 0 ? <NoRolesOpen /> : undefined}
      form="volunteer-application"
      submitLabel="Send my application"
    >
      <PublicSelectField
        // Another card's link on the same page chooses its role afresh.
        key={preselected}
        name="opportunityId"
        label="Role you are applying for"
        placeholder="Choose a role"
        options={opportunities.map((role) => ({ value: role.id, label: role.title }))}
        defaultValue={preselected ?? undefined}
        required
      />
      <PublicTextField
        name="name"
        label="Your name"
        required
        autoComplete="name"
        maxLength={applicationFieldLimits.name}
      />
      <PublicTextField
        name="email"
        type="email"
        label="Email address"
        hint="We will reply to you at this address."
        required
        autoComplete="email"
      />
      <PublicTextField
        name="phone"
        type="tel"
        label="Phone number"
        hint="Optional."
        autoComplete="tel"
        maxLength={applicationFieldLimits.phone}
      />
      <PublicTextField
        name="reason"
        label="Why would you like to volunteer?"
        required
        rows={5}
        maxLength={applicationFieldLimits.reason}
      />
      <PublicTextField
        name="availability"
        label="When are you free?"
        hint="For example weekday evenings, Saturday mornings or school holidays."
        required
        rows={3}
        maxLength={applicationFieldLimits.availability}
      />
      <AgeQuestion />
      <ConsentField label="I agree that the charity can keep the details in this form to deal with my application and contact me about it." />
    </PublicFormSection>
  );
}

/**
 * "Are you 18 or over?", and a parent or guardian's details for those who are not. The server's
 * HTML already hides those fields until "No" is chosen, so nothing jumps when JavaScript starts;
 * without JavaScript (`noscript:`) they are always shown, with a hint saying when they are needed.
 */
function AgeQuestion() {
  const sent = usePublicField("over18").value;
  const [over18, setOver18] = useState(sent);
  const groupRef = useRef<HTMLDivElement>(null);
  const hintId = useId();
  const under18 = over18 === "no";

  // A choice made before the page's JavaScript started still counts.
  useEffect(() => {
    const checked = groupRef.current?.querySelector<HTMLInputElement>(":checked");
    if (checked) setOver18(checked.value);
  }, []);

  return (
    <div ref={groupRef} className="group space-y-6">
      <ChoiceField
        name="over18"
        legend="Are you 18 or over?"
        options={yesNo}
        required
        onChange={setOver18}
      />
      <fieldset
        aria-describedby={hintId}
        style={under18 ? undefined : { display: "none" }}
        // Shown by CSS too when "No" is ticked before the page's JavaScript has started.
        className="space-y-6 border-l-4 border-teal-700 pl-4 noscript:block! group-has-[[value=no]:checked]:block! dark:border-teal-300"
      >
        <legend className={fieldLabelClass}>Your parent or guardian</legend>
        <FieldHint id={hintId}>
          Only if you are under 18: we will need to be able to contact them.
        </FieldHint>
        <PublicTextField
          name="guardianName"
          label="Parent or guardian's name"
          required={under18}
          maxLength={applicationFieldLimits.guardian}
        />
        <PublicTextField
          name="guardianContact"
          label="Parent or guardian's phone number or email"
          required={under18}
          maxLength={applicationFieldLimits.guardian}
        />
      </fieldset>
    </div>
  );
}

/** Instead of the form while no role is open: how to get in touch all the same. */
function NoRolesOpen() {
  const { email } = useSiteSettings();
  return (
    <div className="max-w-2xl rounded-3xl border border-slate-200 bg-white p-6 text-lg text-slate-800 sm:p-8 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200">
      <p className="font-bold text-slate-900 dark:text-white">
        No volunteer roles are open just now, so there is nothing to apply for today.
      </p>
      <p className="mt-2">
        We would still love to hear from you.{" "}
        {email ? (
          <>
            Email{" "}
            <a href={buildMailto(email, "Volunteering")} className="font-semibold underline">
              <BreakableAddress text={email} />
            </a>
          </>
        ) : (
          <a href={contactPage.route} className="font-semibold underline">
            {detailLabels.sendMessage}
          </a>
        )}{" "}
        and tell us how you would like to help, and we will let you know when a role opens.
      </p>
    </div>
  );
}
