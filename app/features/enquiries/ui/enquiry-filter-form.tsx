import { Search } from "lucide-react";
import { Form, Link } from "react-router";
import { cn } from "~/shared/lib/class-names";
import {
  type EnquiryKind,
  enquiryKinds,
  enquiryStatuses,
  enquiryStatusLabels,
} from "~/shared/site/enquiry-vocabulary";
import { adminTabPath } from "~/shared/staff-shell/admin-tabs";
import { buttonBase, buttonStyles } from "~/shared/ui/button-styles";
import { SelectField } from "~/shared/ui/select-field";
import { TextField } from "~/shared/ui/text-field";
import type { EnquiryFilter } from "../enquiry-filter";

const kindChoices: Record<EnquiryKind, string> = {
  contact: "Messages only",
  registration: "Registrations only",
};
const kindOptions = enquiryKinds.map((value) => ({ value, label: kindChoices[value] }));
const statusOptions = enquiryStatuses.map((value) => ({
  value,
  label: enquiryStatusLabels[value],
}));

/** Search and filters as a plain GET form: the address keeps them, with or without JavaScript. */
export function EnquiryFilterForm({ filter }: { filter: EnquiryFilter }) {
  // A new address (a link, Back) brings its own values into fresh inputs.
  const key = `${filter.q}|${filter.kind}|${filter.status}`;
  return (
    <Form
      key={key}
      method="get"
      action={adminTabPath("enquiries")}
      role="search"
      aria-label="Enquiries"
      preventScrollReset
      className="mt-6 grid items-end gap-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_auto]"
    >
      <TextField
        label="Search"
        hint="A name, an email, a child's first name or words from a message."
        type="search"
        name="q"
        maxLength={100}
        defaultValue={filter.q}
      />
      <SelectField
        label="Type"
        name="kind"
        placeholder="Messages and registrations"
        options={kindOptions}
        defaultValue={filter.kind ?? ""}
      />
      <SelectField
        label="Status"
        name="status"
        placeholder="Any status"
        options={statusOptions}
        defaultValue={filter.status ?? ""}
      />
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={cn(buttonBase, buttonStyles.secondary, "min-h-11 px-4")}>
          <Search aria-hidden="true" className="size-5" />
          Show
        </button>
        <Link
          to={adminTabPath("enquiries")}
          preventScrollReset
          className="inline-flex min-h-11 items-center px-2 font-semibold underline"
        >
          Clear
        </Link>
      </div>
    </Form>
  );
}
