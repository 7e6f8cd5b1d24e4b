import { BadgePoundSterling, CalendarHeart, Gift } from "lucide-react";
import { Fragment, type ReactNode, useId } from "react";
import { donationAttributes } from "~/shared/behaviours/donation-amounts";
import { cn } from "~/shared/lib/class-names";
import { buildMailto } from "~/shared/lib/contact-links";
import {
  buildDonationUrl,
  buildDonationUrlTemplate,
  type DonationFrequency,
} from "~/shared/lib/donation-link";
import { fillPlaceholders, fillPlaceholderText } from "~/shared/lib/placeholders";
import { getPage } from "~/shared/site/page-registry";
import { detailLabels, fillCharityNames } from "~/shared/site/site-settings";
import { useSiteSettings } from "~/shared/site/use-site-settings";
import { buttonBase, buttonStyles } from "~/shared/ui/button-styles";
import { callsToAction } from "../calls-to-action";
import { maxDonationPounds, monthlyTiers, oneTimeAmounts } from "../donation-options";
import type { SectionFields } from "../page-content-schema";
import { IconCard } from "./icon-card";
import { SectionShell } from "./section-shell";

type DonationSectionProps = SectionFields<"donation"> & { tone?: "plain" | "tinted" };
type Wording = Omit<SectionFields<"donation">, "id" | "title" | "intro">;

const contactPage = getPage("contact");
const pounds = (amount: number | string) => `£${amount}`;

/**
 * Amount pickers leading to the charity's giving page; the site itself never handles card data.
 * Served as HTML, no island: a tap ticks an amount natively, and the early behaviour
 * app/shared/behaviours/donation-amounts.ts keeps each link on the amount chosen (ADR 0033).
 */
export function DonationSection({ id, title, intro, tone, ...wording }: DonationSectionProps) {
  const settings = useSiteSettings();
  const giftAidId = useId();
  const configured = settings.donationUrl.trim() !== "";
  return (
    <SectionShell id={id} title={title} intro={intro} tone={tone}>
      {configured ? (
        <div className="grid gap-8 lg:grid-cols-2">
          <OneTimeDonation template={settings.donationUrl} wording={wording} />
          <MonthlyDonation template={settings.donationUrl} wording={wording} />
        </div>
      ) : (
        <div
          role="note"
          className="rounded-3xl border border-amber-300 bg-amber-50 p-8 text-lg text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100"
        >
          <p className="font-bold">{wording.offlineHeading}</p>
          <p className="mt-2">
            {settings.email && settings.phone ? (
              fillPlaceholders(wording.offlineText, {
                email: (
                  <a
                    className="font-semibold underline"
                    href={buildMailto(settings.email, wording.offlineEmailSubject)}
                  >
                    {settings.email}
                  </a>
                ),
                phone: settings.phone,
              }).map((part, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one sentence in its order: the position is the part.
                <Fragment key={index}>{part}</Fragment>
              ))
            ) : (
              // Until Settings hold a real email and phone, the contact form stands in for both.
              <>
                <a className="font-semibold underline" href={contactPage.route}>
                  {detailLabels.sendMessage}
                </a>{" "}
                {detailLabels.giveOffline}
              </>
            )}
          </p>
        </div>
      )}
      {settings.giftAid.enabled ? (
        <section
          aria-labelledby={giftAidId}
          className="mt-8 rounded-3xl border border-teal-200 bg-teal-50 p-6 text-slate-800 dark:border-teal-800 dark:bg-teal-950/40 dark:text-slate-200"
        >
          <div className="flex items-center gap-3">
            <BadgePoundSterling
              aria-hidden="true"
              className="size-7 shrink-0 text-teal-800 dark:text-teal-200"
            />
            <h3 id={giftAidId} className="text-xl font-bold text-slate-900 dark:text-white">
              {detailLabels.giftAid}
            </h3>
          </div>
          <p className="mt-3 max-w-prose">{fillCharityNames(settings.giftAid.text, settings)}</p>
        </section>
      ) : null}
      <p className="mt-6 text-slate-700 dark:text-slate-300">{wording.paymentNote}</p>
    </SectionShell>
  );
}

type DonationProps = { template: string; wording: Wording };

/** The amounts ticked until a donor ticks another: §9's suggested gifts. */
const suggestedOnce = oneTimeAmounts[1];
const suggestedMonthly = monthlyTiers[1];

function OneTimeDonation({ template, wording }: DonationProps) {
  const otherId = useId();
  const errorId = useId();
  return (
    <DonationCard
      icon={<Gift aria-hidden="true" className="size-6" />}
      heading={wording.onceHeading}
      urlTemplate={buildDonationUrlTemplate(template, "once")}
    >
      <AmountChoices
        legend={wording.onceAmountsLabel}
        name="one-time-amount"
        amounts={oneTimeAmounts}
        selected={suggestedOnce}
        extra={
          <label className={choiceClass}>
            <input type="radio" name="one-time-amount" value="other" className="sr-only" />
            {wording.otherAmountChoice}
          </label>
        }
      />
      {/* Shown by CSS while "Other amount" is ticked, with or without JavaScript. */}
      <div className="mt-4 hidden group-has-[[value=other]:checked]/donation:block">
        <label htmlFor={otherId} className="block font-semibold text-slate-900 dark:text-white">
          {wording.otherAmountLabel}
        </label>
        <div className="mt-2 flex items-center gap-2">
          <span aria-hidden="true" className="text-xl font-bold">
            £
          </span>
          <input
            id={otherId}
            inputMode="numeric"
            autoComplete="off"
            {...{ [donationAttributes.other]: maxDonationPounds }}
            aria-invalid={false}
            className="min-h-11 w-40 rounded-xl border border-slate-400 bg-white px-3 text-lg text-slate-900 dark:border-slate-500 dark:bg-slate-950 dark:text-white"
          />
        </div>
        <p
          id={errorId}
          {...{ [donationAttributes.otherError]: "" }}
          hidden
          className="mt-2 font-semibold text-rose-700 dark:text-rose-300"
        >
          {fillPlaceholderText(wording.otherAmountError, {
            max: maxDonationPounds.toLocaleString("en-GB"),
          })}
        </p>
      </div>
      <DonateLink
        frequency="once"
        template={template}
        amount={suggestedOnce}
        label={callsToAction["donate-now"].label}
        noAmountPrompt={wording.noAmountPrompt}
      />
    </DonationCard>
  );
}

function MonthlyDonation({ template, wording }: DonationProps) {
  return (
    <DonationCard
      icon={<CalendarHeart aria-hidden="true" className="size-6" />}
      heading={wording.monthlyHeading}
      urlTemplate={buildDonationUrlTemplate(template, "monthly")}
    >
      <AmountChoices
        legend={wording.monthlyAmountsLabel}
        name="monthly-amount"
        amounts={monthlyTiers}
        selected={suggestedMonthly}
        suffix={wording.perMonth}
      />
      <DonateLink
        frequency="monthly"
        template={template}
        amount={suggestedMonthly}
        label={callsToAction["set-up-monthly-donation"].label}
        suffix={wording.perMonth}
        noAmountPrompt={wording.noAmountPrompt}
      />
    </DonationCard>
  );
}

// A column, so a suffix ("a month") always sits on its own line: every tile wraps alike.
const choiceClass = cn(
  "flex min-h-11 cursor-pointer flex-col items-center justify-center text-center rounded-2xl border-2 border-slate-300 px-4 py-3 text-lg font-bold text-slate-900",
  "has-checked:border-teal-700 has-checked:bg-teal-700 has-checked:text-white has-focus-visible:outline-3 has-focus-visible:outline-amber-400",
  "dark:border-slate-600 dark:text-white dark:has-checked:border-teal-300 dark:has-checked:bg-teal-300 dark:has-checked:text-slate-950",
);

type AmountChoicesProps = {
  legend: string;
  name: string;
  amounts: readonly number[];
  /** Ticked in the page as served. */
  selected: number;
  /** After each amount, e.g. "a month". */
  suffix?: string;
  extra?: ReactNode;
};

/** Radio buttons: a tap ticks one natively, whenever it comes. */
function AmountChoices({ legend, name, amounts, selected, suffix, extra }: AmountChoicesProps) {
  return (
    <fieldset>
      <legend className="font-semibold text-slate-900 dark:text-white">{legend}</legend>
      <div className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
        {amounts.map((amount) => (
          <label key={amount} className={choiceClass}>
            <input
              type="radio"
              name={name}
              value={amount}
              defaultChecked={amount === selected}
              className="sr-only"
            />
            {pounds(amount)}
            {suffix ? (
              <span className="block text-sm font-semibold whitespace-nowrap"> {suffix}</span>
            ) : null}
          </label>
        ))}
        {extra}
      </div>
    </fieldset>
  );
}

type DonateLinkProps = {
  frequency: DonationFrequency;
  template: string;
  amount: number;
  label: string;
  /** After the amount, as on the amount choices. */
  suffix?: string;
  noAmountPrompt: string;
};

/**
 * The link to the giving page with the suggested amount; the early behaviour
 * app/shared/behaviours/donation-amounts.ts (ADR 0033) points it at the amount ticked or typed, or
 * shows the prompt instead while there is none.
 */
function DonateLink({
  frequency,
  template,
  amount,
  label,
  suffix,
  noAmountPrompt,
}: DonateLinkProps) {
  const words = (shown: number | string) =>
    `${label}: ${pounds(shown)}${suffix ? ` ${suffix}` : ""}`;
  return (
    <>
      <a
        href={buildDonationUrl(template, frequency, amount) ?? undefined}
        {...{ [donationAttributes.link]: words("{amount}") }}
        className={cn(buttonBase, buttonStyles.primary, "mt-6 w-full")}
      >
        {words(amount)}
      </a>
      <p
        {...{ [donationAttributes.prompt]: "" }}
        hidden
        className={cn(
          buttonBase,
          "mt-6 w-full cursor-not-allowed bg-slate-200 text-slate-700 dark:bg-slate-800 dark:text-slate-300",
        )}
      >
        {label}: {noAmountPrompt}
      </p>
    </>
  );
}

function DonationCard({
  icon,
  heading,
  urlTemplate,
  children,
}: {
  icon: ReactNode;
  heading: string;
  /** The giving page's address with `{amount}` left in it. */
  urlTemplate: string;
  children: ReactNode;
}) {
  return (
    <IconCard
      {...{ [donationAttributes.card]: urlTemplate }}
      icon={icon}
      heading={heading}
      layout="beside"
      accent="amber"
      className="group/donation"
    >
      {children}
    </IconCard>
  );
}
