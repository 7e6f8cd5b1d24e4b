/** A value made on first use and kept for the life of the module (one per process). */
export function lazy<Value>(create: () => Value): () => Value {
  let made: { value: Value } | undefined;
  return () => {
    made ??= { value: create() };
    return made.value;
  };
}
