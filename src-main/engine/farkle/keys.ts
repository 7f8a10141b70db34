/**
 * A cache key's parts, one per field of T: `true` keys on the field's own value, a function on
 * what it makes of it. The record must name every field of T, so it fails to compile when T gains
 * one: a new rule field cannot be left out of a key.
 */
export type KeyFields<T, C = undefined> = {
  [F in keyof T]-?: true | ((value: T, context: C) => unknown);
};

/** The parts of a key, in the order the record lists its fields. */
export function keyParts<T, C>(fields: KeyFields<T, C>, value: T, context: C): unknown[] {
  return (Object.keys(fields) as Array<keyof T>).map((field) => {
    const part = fields[field];
    return part === true ? value[field] : part(value, context);
  });
}
