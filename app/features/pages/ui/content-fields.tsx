import { Plus } from "lucide-react";
import { cn } from "~/shared/lib/class-names";
import { buttonBase, buttonStyles } from "~/shared/ui/button-styles";
import { callsToAction } from "../calls-to-action";
import { findFieldLabel } from "../page-content-diff";
import { pageContentSchema, type Section, sectionSchema } from "../page-content-schema";
import type { RichText } from "../rich-text";
import { type ContentPath, moveItem, newListItem, pathKey } from "./content-editing";
import { choicesFor } from "./content-field-choices";
import { ChoiceField, FieldMessage, RichTextField, TextInput } from "./content-field-inputs";
import { ItemButtons } from "./item-buttons";

const itemLabels: Record<string, string> = {
  cards: "Card",
  items: "Item",
  steps: "Step",
  topics: "Topic",
  actions: "Button",
  heroActions: "Hero button",
};

/** Long fields get a text box; rich text fields the formatting editor. */
const longFields = new Set(["body", "intro", "answer", "heroSubtitle"]);
/** Parts of the page's structure or artwork, not words: staff do not edit them here. */
const hiddenFields = new Set([
  "id",
  "type",
  "mediaSection",
  "images",
  "image",
  "heroImage",
  "layout",
  // Which kinds of document a downloads section lists: filing a document chooses its pages.
  "categories",
]);
/** The diff's labels, so a field has one name wherever staff meet it. */
function labelFor(key: string) {
  return findFieldLabel(key) ?? key.replace(/^./, (first) => first.toUpperCase());
}

export type FieldMessages = {
  errors: Partial<Record<string, string>>;
  warnings: Partial<Record<string, string>>;
};

type ObjectFieldsProps = {
  value: Record<string, unknown>;
  path: ContentPath;
  /** The section this object belongs to, for kind-specific fields. */
  sectionType: Section["type"] | "page";
  onChange: (path: ContentPath, value: unknown) => void;
  messages: FieldMessages;
  /** Keys rendered elsewhere (e.g. the page's sections). */
  skip?: readonly string[];
  richTextKeys?: readonly string[];
};

/** Every editable word of one object (the page, a section, a card), in the order it has them. */
export function ObjectFields({
  value,
  path,
  sectionType,
  onChange,
  messages,
  skip = [],
  richTextKeys = [],
}: ObjectFieldsProps) {
  const keys = [...Object.keys(value)];
  // Optional words the built-in page leaves out (an introduction, a call to action's text) can
  // still be written: the schema says which a kind of section may have.
  for (const key of Object.keys(shapeOf(sectionType) ?? {})) {
    if (!keys.includes(key) && isOptionalText(sectionType, key)) keys.push(key);
  }
  return (
    <div className="space-y-5">
      {keys
        .filter((key) => !hiddenFields.has(key) && !skip.includes(key))
        .map((key) => (
          <ValueField
            key={key}
            name={key}
            value={value[key]}
            path={[...path, key]}
            sectionType={sectionType}
            onChange={onChange}
            messages={messages}
            richText={richTextKeys.includes(key)}
          />
        ))}
    </div>
  );
}

type ValueFieldProps = {
  name: string;
  value: unknown;
  path: ContentPath;
  sectionType: Section["type"] | "page";
  onChange: (path: ContentPath, value: unknown) => void;
  messages: FieldMessages;
  richText: boolean;
};

function ValueField({
  name,
  value,
  path,
  sectionType,
  onChange,
  messages,
  richText,
}: ValueFieldProps) {
  const key = pathKey(path);
  const feedback = { error: messages.errors[key], warning: messages.warnings[key] };
  if (richText) {
    return (
      <RichTextField
        label={labelFor(name)}
        value={value as RichText}
        onChange={(doc) => onChange(path, doc)}
        {...feedback}
      />
    );
  }
  if (Array.isArray(value)) {
    return (
      <ListField
        name={name}
        items={value as Record<string, unknown>[]}
        path={path}
        sectionType={sectionType}
        onChange={onChange}
        messages={messages}
      />
    );
  }
  const choices = choicesFor(name);
  if (choices) {
    return (
      <ChoiceField
        label={labelFor(name)}
        value={value === undefined ? "" : String(value)}
        choices={choices}
        onChange={(next) =>
          onChange(path, next === "" ? undefined : name === "columns" ? Number(next) : next)
        }
        {...feedback}
      />
    );
  }
  const text = typeof value === "string" ? value : "";
  return (
    <TextInput
      label={labelFor(name)}
      value={text}
      multiline={longFields.has(name) || text.length > 120}
      // An optional field emptied is left out, as the built-in pages leave it out.
      onChange={(next) =>
        onChange(path, next === "" && isOptionalField(sectionType, name) ? undefined : next)
      }
      {...feedback}
    />
  );
}

/**
 * Whether the schema lets this field be left out: an optional field emptied is dropped, as the
 * built-in pages leave it out; a required one stays "" so its error says "This cannot be empty."
 */
function isOptionalField(sectionType: Section["type"] | "page", name: string) {
  const field = fieldSchema(sectionType, name);
  // List items (cards, steps, …) have one optional word field: a card's tag.
  if (!field) return name === "tag";
  return field.safeParse(undefined).success;
}

/** An optional field of a section that holds words (not a picture, a slot or a number). */
function isOptionalText(sectionType: Section["type"] | "page", name: string) {
  if (sectionType === "page" || hiddenFields.has(name)) return false;
  const field = fieldSchema(sectionType, name);
  return !!field && field.safeParse(undefined).success && field.safeParse("words").success;
}

type FieldSchema = { safeParse: (value: unknown) => { success: boolean } };

function shapeOf(sectionType: Section["type"] | "page"): Record<string, FieldSchema> | undefined {
  return sectionType === "page"
    ? pageContentSchema.shape
    : sectionSchema.options.find((option) => option.shape.type.value === sectionType)?.shape;
}

function fieldSchema(sectionType: Section["type"] | "page", name: string) {
  return shapeOf(sectionType)?.[name];
}

type ListFieldProps = {
  name: string;
  items: Record<string, unknown>[];
  path: ContentPath;
  sectionType: Section["type"] | "page";
  onChange: (path: ContentPath, value: unknown) => void;
  messages: FieldMessages;
};

/** A list inside a section: edit, add, remove and reorder its items. */
function ListField({ name, items, path, sectionType, onChange, messages }: ListFieldProps) {
  const itemLabel = itemLabels[name] ?? labelFor(name);
  const error = messages.errors[pathKey(path)];
  return (
    <fieldset className="space-y-4 rounded-2xl border border-slate-300 p-4 dark:border-slate-600">
      <legend className="px-2 font-bold">
        {labelFor(name === "heroActions" ? "Hero buttons" : name)} ({items.length})
      </legend>
      {error ? <FieldMessage kind="error" text={error} /> : null}
      <ol className="space-y-4">
        {items.map((item, index) => {
          const title = describeItem(item);
          const name = `${itemLabel} ${index + 1}${title ? `: ${title}` : ""}`;
          return (
            <li
              key={String(item.id)}
              className="rounded-xl bg-slate-50 p-4 dark:bg-slate-800/60"
              aria-label={name}
            >
              <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
                <p className="font-semibold">{name}</p>
                <ItemButtons
                  name={name}
                  first={index === 0}
                  last={index === items.length - 1}
                  onMove={(by) => onChange(path, moveItem(items, index, by))}
                  onRemove={() =>
                    onChange(
                      path,
                      items.filter((_, at) => at !== index),
                    )
                  }
                />
              </div>
              <ObjectFields
                value={item}
                path={[...path, index]}
                sectionType={sectionType}
                onChange={onChange}
                messages={messages}
              />
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        className={cn(buttonBase, buttonStyles.secondary, "min-h-10 px-4 py-2 text-sm")}
        onClick={() => onChange(path, [...items, newListItem(name, sectionType)])}
      >
        <Plus aria-hidden="true" className="size-4" />
        Add {itemLabel.toLowerCase()}
      </button>
    </fieldset>
  );
}

export function describeItem(item: Record<string, unknown>) {
  const words = item.title ?? item.topic ?? item.question;
  if (typeof words === "string") return words;
  if (typeof item.cta === "string" && item.cta in callsToAction) {
    return callsToAction[item.cta as keyof typeof callsToAction].label;
  }
  return "";
}
