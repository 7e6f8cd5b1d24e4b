/**
 * One instance per process. The Express entry and the bundled React Router build are separate
 * module graphs in the same process; keeping the instance on globalThis makes them share it.
 */
export function singleton<Value>(name: string, create: () => Value): Value {
  const store = globalThis as typeof globalThis & { __charitySingletons?: Map<string, unknown> };
  store.__charitySingletons ??= new Map();
  if (!store.__charitySingletons.has(name)) store.__charitySingletons.set(name, create());
  return store.__charitySingletons.get(name) as Value;
}
