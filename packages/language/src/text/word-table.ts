/**
 * A lookup table keyed by words of a learner's text. It has no prototype, so a word such as "__proto__" or
 * "constructor" finds nothing instead of one of Object's own members.
 */
export function wordTable<Value>(entries: Readonly<Record<string, Value>>): Readonly<Record<string, Value | undefined>> {
  return Object.freeze(Object.assign(Object.create(null) as Record<string, Value>, entries));
}
