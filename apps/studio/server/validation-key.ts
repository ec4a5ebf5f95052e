// What a schema accepts does not depend on the texts the user reads (title, description, $comment): a
// retitled field needs no new validator, so the preview and the fixtures reuse the compiled one.
export function validationKey(schema: unknown): string {
  return JSON.stringify(schema, (key, value: unknown) =>
    (key === 'title' || key === 'description' || key === '$comment') && typeof value === 'string'
      ? undefined
      : value,
  );
}
