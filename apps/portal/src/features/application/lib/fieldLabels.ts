// A server's field error (docs/decisions.md: 400 details carry JSON pointers) named the way the wizard
// labels the field: the titles along the pointer in the form's bundled schema ("Kontakt › Adres e-mail").
// Conditional fields sit in `then`/`else`/`allOf` branches, so those are searched too.

type SchemaNode = Record<string, unknown>;

function isNode(value: unknown): value is SchemaNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function resolve(root: SchemaNode, node: SchemaNode, depth = 0): SchemaNode {
  const ref = node.$ref;
  if (typeof ref !== 'string' || !ref.startsWith('#/definitions/') || depth > 8) return node;
  const definitions = root.definitions;
  const target = isNode(definitions) ? definitions[ref.slice('#/definitions/'.length)] : undefined;
  // Keywords next to a $ref (title, description) win over the definition's.
  return isNode(target)
    ? {
        ...resolve(root, target, depth + 1),
        ...Object.fromEntries(Object.entries(node).filter(([key]) => key !== '$ref')),
      }
    : node;
}

/** The schemas a property may be described by: the node's own and those of its branches. */
function branches(root: SchemaNode, node: SchemaNode, depth = 0): SchemaNode[] {
  if (depth > 6) return [node];
  const found = [node];
  for (const key of ['then', 'else']) {
    const branch = node[key];
    if (isNode(branch)) found.push(...branches(root, resolve(root, branch), depth + 1));
  }
  for (const key of ['allOf', 'anyOf', 'oneOf']) {
    const list = node[key];
    if (Array.isArray(list))
      for (const item of list)
        if (isNode(item)) found.push(...branches(root, resolve(root, item), depth + 1));
  }
  return found;
}

function child(root: SchemaNode, node: SchemaNode, segment: string): SchemaNode | undefined {
  for (const candidate of branches(root, node)) {
    if (/^\d+$/.test(segment) && isNode(candidate.items)) return resolve(root, candidate.items);
    const properties = candidate.properties;
    if (isNode(properties) && isNode(properties[segment])) return resolve(root, properties[segment]);
  }
  return undefined;
}

function parsePointer(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'));
}

/** "Section › Field" for a pointer into the form data; undefined when the schema has no title for it. */
export function fieldLabel(schema: SchemaNode, pointer: string): string | undefined {
  let node: SchemaNode | undefined = resolve(schema, schema);
  const titles: string[] = [];
  for (const segment of parsePointer(pointer)) {
    node = node ? child(schema, node, segment) : undefined;
    if (!node) break;
    if (typeof node.title === 'string' && node.title) titles.push(node.title);
  }
  if (titles.length === 0) return undefined;
  const first = titles[0]!;
  const last = titles[titles.length - 1]!;
  return titles.length === 1 ? first : `${first} › ${last}`;
}
