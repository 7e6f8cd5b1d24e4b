import { useFetcher } from "react-router";
import { adminTabPath } from "~/admin/admin-tabs";
import { SubmitButton } from "~/components/ui/submit-button";
import { TextField } from "~/components/ui/text-field";
import { getPage } from "~/content/page-registry";
import {
  mapEmbedOrigins,
  retentionFields,
  type SocialNetwork,
  socialNetworks,
} from "~/content/site-settings";
import { useSiteSettings } from "~/lib/use-site-settings";
import { useActionToast } from "./use-action-toast";

/** The charity's public details; saving updates the footer and contact page straight away. */
export function SettingsPanel() {
  const settings = useSiteSettings();
  const fetcher = useFetcher();
  const result = useActionToast(fetcher);
  const errors = result && !result.ok ? (result.fieldErrors ?? {}) : {};
  return (
    <section aria-labelledby="settings-heading" className="max-w-3xl">
      <h2 id="settings-heading" className="text-2xl font-bold">
        Site settings
      </h2>
      <p className="mt-2 text-slate-600 dark:text-slate-300">
        These details appear in the footer of every page and on the Contact Us page.
      </p>
      <fetcher.Form
        method="post"
        action={adminTabPath("settings")}
        className="mt-6 grid gap-5 sm:grid-cols-2"
      >
        <TextField
          className="sm:col-span-2"
          label="Charity name"
          name="charityName"
          defaultValue={settings.charityName}
          required
          error={errors.charityName}
        />
        <TextField
          label="Email"
          name="email"
          type="email"
          defaultValue={settings.email}
          required
          error={errors.email}
        />
        <TextField
          label="Phone"
          name="phone"
          type="tel"
          defaultValue={settings.phone}
          required
          error={errors.phone}
        />
        <TextField
          className="sm:col-span-2"
          label="Postal address"
          hint="One line per row."
          name="address"
          multiline
          defaultValue={settings.address.join("\n")}
          required
          error={errors.address}
        />
        <fieldset className="grid gap-5 sm:col-span-2 sm:grid-cols-2">
          <legend className="mb-2 font-bold">Social media handles</legend>
          {(Object.keys(socialNetworks) as SocialNetwork[]).map((network) => (
            <TextField
              key={network}
              label={socialNetworks[network].label}
              hint="Without the @. Leave empty to hide."
              name={`socials.${network}`}
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
          type="url"
          defaultValue={settings.mapEmbedUrl}
          required
          error={errors.mapEmbedUrl}
        />
        <TextField
          className="sm:col-span-2"
          label="Donation link"
          hint="Your giving page on a payment provider. {amount} and {frequency} are filled in. Leave empty to explain other ways to give."
          name="donationUrl"
          type="url"
          defaultValue={settings.donationUrl}
          error={errors.donationUrl}
        />
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
            hint="Under the logo."
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
    </section>
  );
}
