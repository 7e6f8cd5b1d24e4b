import { useId } from "react";
import { useFetcher } from "react-router";
import { ResendAfterConfirmation } from "~/features/accounts";
import { type PolicyDocumentChoice, PolicyDocumentField } from "~/features/documents";
import { getPage } from "~/shared/site/page-registry";
import {
  mapEmbedOrigins,
  retentionFields,
  type SiteSettings,
  type SocialNetwork,
  socialNetworks,
} from "~/shared/site/site-settings";
import { adminTabPath } from "~/shared/staff-shell/admin-tabs";
import { useActionToast } from "~/shared/staff-shell/use-action-toast";
import { SubmitButton } from "~/shared/ui/submit-button";
import { TextField } from "~/shared/ui/text-field";
import { settingsMessages } from "../messages";
import { DonationLinkField } from "./donation-link-field";
import { ImpactFiguresFields } from "./impact-figures-fields";
import { StaffNoticesField } from "./staff-notices-field";

const namesHint = "{charity} becomes the charity's name and {shortName} its short name.";

/**
 * The charity's public details; saving updates every public page straight away. The form sends
 * the revision its settings were read at, so a save over another admin's newer one is refused.
 */
export function SettingsPanel({
  settings,
  revision,
  mailConfigured,
  exampleFields,
  documents,
}: {
  settings: SiteSettings;
  revision: number;
  /** False: the staff notices choice says that no email goes out at all. */
  mailConfigured: boolean;
  /** Form names of the fields still holding their seeded example (example-details.ts). */
  exampleFields: readonly string[];
  /** The documents library, for choosing the safeguarding policy from it. */
  documents: readonly PolicyDocumentChoice[];
}) {
  const noteFor = (name: string) => {
    if (!exampleFields.includes(name)) return undefined;
    return name === "charityNumber"
      ? settingsMessages.settings.exampleNumber
      : settingsMessages.settings.example;
  };
  const fetcher = useFetcher();
  const result = useActionToast(fetcher);
  const errors = result && !result.ok ? (result.fieldErrors ?? {}) : {};
  return (
    <section aria-labelledby="settings-heading" className="max-w-3xl">
      <h2 id="settings-heading" className="text-2xl font-bold">
        Site settings
      </h2>
      <p className="mt-2 text-slate-600 dark:text-slate-300">
        These details appear in the header and footer of every page, and on the Contact Us and
        Donate pages. The impact figures appear wherever a page quotes them.
      </p>
      {exampleFields.length > 0 ? (
        <p className="mt-2 font-semibold text-amber-900 dark:text-amber-200">
          {settingsMessages.settings.examplesIntro}
        </p>
      ) : null}
      <fetcher.Form
        method="post"
        action={adminTabPath("settings")}
        className="mt-6 grid gap-5 sm:grid-cols-2"
      >
        <input type="hidden" name="revision" value={revision} />
        <fieldset className="grid gap-5 sm:col-span-2 sm:grid-cols-2">
          <legend className="mb-2 font-bold">The charity</legend>
          <TextField
            className="sm:col-span-2"
            label="Charity name"
            name="charityName"
            defaultValue={settings.charityName}
            required
            error={errors.charityName}
          />
          <TextField
            className="sm:col-span-2"
            label="Short name"
            hint="Beside the logo in the header and footer, where the full name is too long."
            name="shortName"
            defaultValue={settings.shortName}
            required
            error={errors.shortName}
          />
          <TextField
            label="Registered charity number"
            hint="As the charity register shows it. In the footer of every page."
            name="charityNumber"
            note={noteFor("charityNumber")}
            defaultValue={settings.charityNumber}
            required
            error={errors.charityNumber}
          />
          <TextField
            label="Company number (optional)"
            hint="For a charitable company. Leave empty if there is none."
            name="companyNumber"
            note={noteFor("companyNumber")}
            defaultValue={settings.companyNumber}
            error={errors.companyNumber}
          />
        </fieldset>
        <TextField
          label="Email"
          name="email"
          note={noteFor("email")}
          type="email"
          defaultValue={settings.email}
          required
          error={errors.email}
        />
        <TextField
          label="Phone"
          name="phone"
          note={noteFor("phone")}
          type="tel"
          defaultValue={settings.phone}
          required
          error={errors.phone}
        />
        <StaffNoticesField
          defaultValue={settings.staffNotices}
          error={errors.staffNotices}
          mailConfigured={mailConfigured}
        />
        <TextField
          className="sm:col-span-2"
          label="Postal address"
          hint="One line per row."
          name="address"
          note={noteFor("address")}
          multiline
          defaultValue={settings.address.join("\n")}
          required
          error={errors.address}
        />
        <TextField
          className="sm:col-span-2"
          label="Opening hours and session times"
          hint="One per row, like “Youth club: Monday to Friday, 4pm to 9pm”. In the footer and on the Contact Us page. Leave empty to hide."
          name="openingHours"
          multiline
          defaultValue={settings.openingHours.join("\n")}
          error={errors.openingHours}
        />
        <fieldset className="grid gap-5 sm:col-span-2 sm:grid-cols-2">
          <legend className="mb-2 font-bold">Safeguarding</legend>
          <p className="text-sm text-slate-600 sm:col-span-2 dark:text-slate-300">
            Who a parent or young person tells when they are worried about a child. In the footer of
            every page and on the Contact Us page.
          </p>
          <TextField
            className="sm:col-span-2"
            label="Safeguarding lead's name"
            name="safeguarding.leadName"
            note={noteFor("safeguarding.leadName")}
            defaultValue={settings.safeguarding.leadName}
            required
            error={errors["safeguarding.leadName"]}
          />
          <TextField
            label="Safeguarding lead's phone"
            name="safeguarding.phone"
            note={noteFor("safeguarding.phone")}
            type="tel"
            defaultValue={settings.safeguarding.phone}
            required
            error={errors["safeguarding.phone"]}
          />
          <TextField
            label="Safeguarding lead's email"
            name="safeguarding.email"
            note={noteFor("safeguarding.email")}
            type="email"
            defaultValue={settings.safeguarding.email}
            required
            error={errors["safeguarding.email"]}
          />
          <PolicyDocumentField
            documents={documents}
            defaultValue={settings.safeguarding.policyDocumentId}
            error={errors["safeguarding.policyDocumentId"]}
          />
          <TextField
            className="sm:col-span-2"
            label="Safeguarding policy link (optional)"
            hint="Or the web address of your safeguarding policy on another website, starting with https://. Used only when no document is chosen above."
            name="safeguarding.policyUrl"
            note={noteFor("safeguarding.policyUrl")}
            type="url"
            defaultValue={settings.safeguarding.policyUrl}
            error={errors["safeguarding.policyUrl"]}
          />
        </fieldset>
        <TextField
          className="sm:col-span-2"
          label="Trustees"
          hint="One name per row, as on the charity register, like “Jo Bloggs (chair)”. On the Funders page. Leave empty to hide."
          name="trustees"
          multiline
          defaultValue={settings.trustees.join("\n")}
          error={errors.trustees}
        />
        <fieldset className="grid gap-5 sm:col-span-2 sm:grid-cols-2">
          <legend className="mb-2 font-bold">Social media handles</legend>
          {(Object.keys(socialNetworks) as SocialNetwork[]).map((network) => (
            <TextField
              key={network}
              label={socialNetworks[network].label}
              hint="Without the @. Leave empty to hide."
              name={`socials.${network}`}
              note={noteFor(`socials.${network}`)}
              defaultValue={settings.socials[network]}
              error={errors[`socials.${network}`]}
            />
          ))}
        </fieldset>
        <TextField
          className="sm:col-span-2"
          label="Map embed link"
          hint={`The embed address from ${mapEmbedOrigins.join(" or ")}.`}
          name="mapEmbedUrl"
          note={noteFor("mapEmbedUrl")}
          type="url"
          defaultValue={settings.mapEmbedUrl}
          required
          error={errors.mapEmbedUrl}
        />
        <fieldset className="grid gap-5 sm:col-span-2">
          <legend className="mb-2 font-bold">Donations</legend>
          {/* Keyed by the saved link, so a saved link shows as stored (https:// added). */}
          <DonationLinkField
            key={settings.donationUrl}
            defaultValue={settings.donationUrl}
            error={errors.donationUrl}
            note={noteFor("donationUrl")}
          />
          <GiftAidCheckbox defaultChecked={settings.giftAid.enabled} />
          <TextField
            label="Gift Aid note"
            hint={`On the Donate page when shown. ${namesHint}`}
            name="giftAid.text"
            multiline
            defaultValue={settings.giftAid.text}
            required
            error={errors["giftAid.text"]}
          />
        </fieldset>
        <ImpactFiguresFields figures={settings.impactFigures} errors={errors} />
        <fieldset className="grid gap-5 sm:col-span-2 sm:grid-cols-3">
          <legend className="mb-2 font-bold">How long we keep people's details</legend>
          {retentionFields.map(({ key, label, hint }) => (
            <TextField
              key={key}
              label={label}
              hint={hint}
              name={`retention.${key}`}
              type="number"
              inputMode="numeric"
              step={1}
              defaultValue={settings.retention[key]}
              required
              error={errors[`retention.${key}`]}
            />
          ))}
        </fieldset>
        <fieldset className="grid gap-5 sm:col-span-2 sm:grid-cols-2">
          <legend className="mb-2 font-bold">Footer wording (every page)</legend>
          <TextField
            className="sm:col-span-2"
            label="About the charity"
            hint={`Under the logo. ${namesHint}`}
            name="blurb"
            multiline
            defaultValue={settings.blurb}
            required
            error={errors.blurb}
          />
          <TextField
            label="Donate button"
            hint={`Followed by ": ${getPage("donate").title}".`}
            name="footerDonateLabel"
            defaultValue={settings.footerDonateLabel}
            required
            error={errors.footerDonateLabel}
          />
          <TextField
            label="Links heading"
            name="footerLinksHeading"
            defaultValue={settings.footerLinksHeading}
            required
            error={errors.footerLinksHeading}
          />
          <TextField
            label="Contact heading"
            name="footerContactHeading"
            defaultValue={settings.footerContactHeading}
            required
            error={errors.footerContactHeading}
          />
          <TextField
            label="Map heading"
            hint="Also the map's name for screen readers."
            name="footerMapTitle"
            defaultValue={settings.footerMapTitle}
            required
            error={errors.footerMapTitle}
          />
          <TextField
            className="sm:col-span-2"
            label="Copyright line"
            hint="{year} becomes the current year and {charity} the charity's name."
            name="footerCopyright"
            defaultValue={settings.footerCopyright}
            required
            error={errors.footerCopyright}
          />
        </fieldset>
        <div className="sm:col-span-2">
          <SubmitButton busy={fetcher.state !== "idle"} busyLabel="Saving...">
            Save settings
          </SubmitButton>
        </div>
      </fetcher.Form>
      <ResendAfterConfirmation fetcher={fetcher} />
    </section>
  );
}

function GiftAidCheckbox({ defaultChecked }: { defaultChecked: boolean }) {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          name="giftAid.enabled"
          defaultChecked={defaultChecked}
          aria-describedby={`${id}-hint`}
          className="mt-0.5 size-5 shrink-0 accent-teal-700 dark:accent-teal-300"
        />
        <label htmlFor={id} className="font-semibold">
          Show the Gift Aid note on the Donate page
        </label>
      </div>
      <p id={`${id}-hint`} className="pl-8 text-sm text-slate-600 dark:text-slate-300">
        Untick it if the charity cannot claim Gift Aid.
      </p>
    </div>
  );
}
