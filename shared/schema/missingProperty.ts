interface AjvErrorLike {
  params?: unknown;
}

/**
 * The field a `required` or property `dependencies` error says is missing, also when ajv-errors
 * replaced it with the schema's own message (its params carry the errors it replaced). Ajv reports
 * both at the parent object; the person can act on them only at the missing field.
 */
export function missingPropertyOf(error: AjvErrorLike): string | undefined {
  const params = (error.params ?? {}) as { missingProperty?: unknown; errors?: AjvErrorLike[] };
  if (typeof params.missingProperty === 'string') return params.missingProperty;
  for (const wrapped of params.errors ?? []) {
    const missing = missingPropertyOf(wrapped);
    if (missing !== undefined) return missing;
  }
  return undefined;
}
