// Small helpers over collections that several stages of the core share.

/** `items` by `key`, each group in the order of `items`; the key is computed once per item. */
export function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const itemKey = key(item);
    const group = groups.get(itemKey);
    if (group) group.push(item);
    else groups.set(itemKey, [item]);
  }
  return groups;
}

/** Whether `value` is one of `values`: narrows a string read from outside to a closed union. */
export function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return (values as readonly unknown[]).includes(value);
}
