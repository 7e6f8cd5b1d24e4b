/** The label of `value` in a list of choices, or the value itself when the list has no such choice. */
export function labelOf(options: readonly { value: string; label: string }[], value: string) {
  return options.find((option) => option.value === value)?.label ?? value;
}
