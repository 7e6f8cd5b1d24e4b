import { Plus } from "lucide-react";
import { useId, useState } from "react";
import { cn } from "~/shared/lib/class-names";
import { buttonBase, buttonStyles } from "~/shared/ui/button-styles";
import { inputClass } from "~/shared/ui/text-field";
import {
  type AddableSectionType,
  addableSectionTypes,
  type PageContent,
  type Section,
} from "../page-content-schema";
import { isStructuralSection } from "../page-structure";
import { type ContentPath, moveItem, newSection, pathKey } from "./content-editing";
import { describeItem, type FieldMessages, ObjectFields } from "./content-fields";
import { ItemButtons } from "./item-buttons";

/** What each kind of section is called on screen. */
const sectionKindLabels: Record<Section["type"], string> = {
  text: "Text",
  cards: "Cards",
  features: "Feature list",
  steps: "Steps",
  cta: "Call to action",
  stats: "Impact figures",
  testimonials: "Reviews",
  faq: "FAQ",
  video: "Video",
  events: "Events",
  "whats-on": "What's on, day by day",
  timetable: "Weekly timetable",
  "this-week": "This week",
  videos: "Videos",
  opportunities: "Volunteer opportunities",
  "volunteer-application": "Volunteer application form",
  "review-form": "Review form",
  "contact-form": "Contact form",
  "registration-form": "Registration form",
  "newsletter-form": "Newsletter sign-up form",
  "retention-periods": "How long we keep data",
  donation: "Donation form",
  gallery: "Gallery",
  "contact-details": "Contact details",
  "registration-banner": "Registration banner",
  notice: "Notice",
  downloads: "Documents to download",
  governance: "Governance",
};

type PageContentFormProps = {
  content: PageContent;
  builtIn: PageContent;
  onChange: (path: ContentPath, value: unknown) => void;
  messages: FieldMessages;
};

/** The hero, the main text, then every section of the page in order. */
export function PageContentForm({ content, builtIn, onChange, messages }: PageContentFormProps) {
  const builtInIds = new Set(builtIn.sections.map((section) => section.id));
  const sectionsError = messages.errors.sections;
  return (
    <div className="space-y-8">
      <fieldset className="space-y-5 rounded-2xl border border-slate-300 p-5 dark:border-slate-600">
        <legend className="px-2 text-lg font-bold">Top of the page</legend>
        <ObjectFields
          value={content}
          path={[]}
          sectionType="page"
          onChange={onChange}
          messages={messages}
          skip={["sections"]}
          richTextKeys={["mainContent"]}
        />
      </fieldset>
      <section aria-labelledby="page-sections-heading" className="space-y-6">
        <h3 id="page-sections-heading" className="text-xl font-bold">
          Sections ({content.sections.length})
        </h3>
        {sectionsError ? (
          <p className="font-semibold text-red-700 dark:text-red-400">{sectionsError}</p>
        ) : null}
        <ol className="space-y-6">
          {content.sections.map((section, index) => {
            const name = `Section ${index + 1}: ${describeItem(section) || "untitled"} (${sectionKindLabels[section.type]})`;
            // Sections that hold photos or records keep their place in the page's structure.
            const removable = !builtInIds.has(section.id) || !isStructuralSection(section);
            const error = messages.errors[pathKey(["sections", index])];
            return (
              <li key={section.id}>
                <fieldset className="space-y-4 rounded-2xl border border-slate-300 p-5 dark:border-slate-600">
                  <legend className="px-2 font-bold">{name}</legend>
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <p className="text-sm text-slate-600 dark:text-slate-300">
                      {removable
                        ? "You can remove this section."
                        : "This section shows photos or records, so it stays on the page."}
                    </p>
                    <ItemButtons
                      name={name}
                      first={index === 0}
                      last={index === content.sections.length - 1}
                      onMove={(by) => onChange(["sections"], moveItem(content.sections, index, by))}
                      onRemove={
                        removable
                          ? () =>
                              onChange(
                                ["sections"],
                                content.sections.filter((_, at) => at !== index),
                              )
                          : undefined
                      }
                    />
                  </div>
                  {error ? (
                    <p className="font-semibold text-red-700 dark:text-red-400">{error}</p>
                  ) : null}
                  <ObjectFields
                    value={section}
                    path={["sections", index]}
                    sectionType={section.type}
                    onChange={onChange}
                    messages={messages}
                    richTextKeys={section.type === "text" ? ["body"] : []}
                  />
                </fieldset>
              </li>
            );
          })}
        </ol>
        <AddSection
          onAdd={(type) => onChange(["sections"], [...content.sections, newSection(type)])}
        />
      </section>
    </div>
  );
}

function AddSection({ onAdd }: { onAdd: (type: AddableSectionType) => void }) {
  const [type, setType] = useState<AddableSectionType>("text");
  const id = useId();
  return (
    <div className="flex flex-wrap items-end gap-3 rounded-2xl border border-dashed border-slate-400 p-5 dark:border-slate-500">
      <div className="space-y-1.5">
        <label htmlFor={id} className="block font-semibold">
          New section
        </label>
        <select
          id={id}
          value={type}
          onChange={(event) => setType(event.target.value as AddableSectionType)}
          className={inputClass}
        >
          {addableSectionTypes.map((kind) => (
            <option key={kind} value={kind}>
              {sectionKindLabels[kind]}
            </option>
          ))}
        </select>
      </div>
      <button
        type="button"
        onClick={() => onAdd(type)}
        className={cn(buttonBase, buttonStyles.secondary, "min-h-11 px-4 py-2")}
      >
        <Plus aria-hidden="true" className="size-4" />
        Add section
      </button>
    </div>
  );
}
