// Bundling a form schema: analysts write `"$ref": "../../defs/person.json#/definitions/privatePerson"` so
// that editors resolve the shared definitions (schemas/defs/*.json), but RJSF resolves only local
// `#/definitions/...` refs and the server must compile exactly what the browser validates. The bundle is a
// self-contained draft-07 schema: every definition a form needs (directly or through other definitions) is
// copied under `definitions` as `<file>.<name>` (e.g. `person.privatePerson`) and every ref is rewritten to it.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { escapeSegment } from '@portal/json-pointer';

export type JsonObject = { [key: string]: unknown };

export const DRAFT_07 = 'http://json-schema.org/draft-07/schema#';

/** A definition name in a defs file or a form: letters and digits, so `<file>.<name>` needs no escaping. */
const DEFINITION_NAME = /^[A-Za-z][A-Za-z0-9]*$/;
/** The only shape of ref into a defs file: `<relative path>.json#/definitions/<name>`. */
const FILE_REF = /^([^#]+\.json)#\/definitions\/([^/]+)$/;
const LOCAL_DEFINITION_REF = /^#\/definitions\/([^/]+)$/;

/** A ref the bundler cannot follow: where it is (file and JSON pointer) and why, in Polish. */
export class SchemaBundleError extends Error {
  constructor(
    readonly file: string,
    readonly pointer: string,
    readonly reason: string,
  ) {
    super(`${file} ${pointer || '/'}: ${reason}`);
    this.name = 'SchemaBundleError';
  }
}

export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The key a shared definition gets in a bundle: `person.privatePerson` for defs/person.json#/definitions/privatePerson. */
export function bundledDefinitionKey(defsFile: string, name: string): string {
  return `${path.basename(defsFile, '.json')}.${name}`;
}

interface PendingDefinition {
  readonly file: string;
  readonly name: string;
  readonly key: string;
  /** Where the first ref to it was, for the error message when it does not exist. */
  readonly from: { file: string; pointer: string };
}

/** Told each file a bundle reads, with its text: a caller that keeps the bundle knows what it depends on. */
export type FileRead = (file: string, text: string) => void;

// Every form's bundle reads the same few defs files, and a process that bundles again (the schema check
// bundles every form on each run) finds them unchanged: a file is parsed again only when its text changed.
// Frozen, because every bundle shares it (rewriteRefs copies what it takes).
const parsedFiles = new Map<string, { readonly text: string; readonly value: unknown }>();
const MAX_PARSED_FILES = 200;

function deepFreeze(value: unknown): void {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const child of Object.values(value)) deepFreeze(child);
}

function parsedDefinitionFile(file: string, onRead?: FileRead): unknown {
  const text = readFileSync(file, 'utf8');
  onRead?.(file, text);
  const cached = parsedFiles.get(file);
  if (cached?.text === text) return cached.value;
  const value: unknown = JSON.parse(text);
  deepFreeze(value);
  if (parsedFiles.size >= MAX_PARSED_FILES) parsedFiles.clear();
  parsedFiles.set(file, { text, value });
  return value;
}

/**
 * Reads schemas/defs files once per bundle run. `defsDir` bounds where refs may point: a form may use
 * shared definitions, never another form's files or anything outside schemas/defs.
 */
class DefinitionFiles {
  private readonly cache = new Map<string, JsonObject>();

  constructor(
    readonly defsDir: string,
    private readonly onRead?: FileRead,
  ) {}

  definition(pending: PendingDefinition): unknown {
    let content = this.cache.get(pending.file);
    if (!content) {
      const relative = path.relative(path.dirname(pending.from.file), pending.file);
      if (!existsSync(pending.file)) {
        throw new SchemaBundleError(pending.from.file, pending.from.pointer, `plik ${relative} nie istnieje`);
      }
      const parsed = parsedDefinitionFile(pending.file, this.onRead);
      if (!isJsonObject(parsed) || !isJsonObject(parsed.definitions)) {
        throw new SchemaBundleError(pending.file, '', 'plik definicji musi mieć obiekt "definitions"');
      }
      content = parsed;
      this.cache.set(pending.file, content);
    }
    const definitions = content.definitions as JsonObject;
    if (!Object.hasOwn(definitions, pending.name)) {
      throw new SchemaBundleError(
        pending.from.file,
        pending.from.pointer,
        `w ${path.basename(pending.file)} nie ma definicji "${pending.name}"`,
      );
    }
    return definitions[pending.name];
  }
}

/** Keywords whose value maps names to schemas: their keys are names (a field may be called "default"). */
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', 'definitions', 'dependencies']);
/** Keywords whose value is data, not a schema: an enum value {"$ref": …} stays as it is. */
const DATA_KEYWORDS = new Set(['enum', 'const', 'default', 'examples']);

/**
 * Copies a schema node, rewriting every `$ref`. `localKey` maps a `#/definitions/<name>` ref of the file
 * being copied to its key in the bundle (a form keeps its own names; a defs file's names get its prefix).
 */
function rewriteRefs(
  node: unknown,
  file: string,
  pointer: string,
  localKey: (name: string) => string,
  files: DefinitionFiles,
  enqueue: (pending: PendingDefinition) => string,
  isSchemaMap = false,
): unknown {
  if (Array.isArray(node)) {
    return node.map((item, index) =>
      rewriteRefs(item, file, `${pointer}/${index}`, localKey, files, enqueue),
    );
  }
  if (!isJsonObject(node)) return node;
  const copy: JsonObject = {};
  for (const [key, value] of Object.entries(node)) {
    const childPointer = `${pointer}/${escapeSegment(key)}`;
    if (isSchemaMap) {
      copy[key] = rewriteRefs(value, file, childPointer, localKey, files, enqueue);
    } else if (key === '$ref' && typeof value === 'string') {
      copy.$ref = rewriteRef(value, file, childPointer, localKey, files, enqueue);
    } else if (DATA_KEYWORDS.has(key)) {
      copy[key] = structuredClone(value);
    } else {
      copy[key] = rewriteRefs(value, file, childPointer, localKey, files, enqueue, SCHEMA_MAPS.has(key));
    }
  }
  return copy;
}

function rewriteRef(
  ref: string,
  file: string,
  pointer: string,
  localKey: (name: string) => string,
  files: DefinitionFiles,
  enqueue: (pending: PendingDefinition) => string,
): string {
  if (ref.startsWith('#')) {
    const local = LOCAL_DEFINITION_REF.exec(ref);
    if (!local?.[1]) {
      throw new SchemaBundleError(
        file,
        pointer,
        `odwołanie "${ref}" musi mieć postać "#/definitions/<nazwa>"`,
      );
    }
    return `#/definitions/${localKey(local[1])}`;
  }
  const match = FILE_REF.exec(ref);
  if (!match?.[1] || !match[2]) {
    throw new SchemaBundleError(
      file,
      pointer,
      `odwołanie "${ref}" musi mieć postać "../../defs/<plik>.json#/definitions/<nazwa>"`,
    );
  }
  const target = path.resolve(path.dirname(file), match[1]);
  if (path.dirname(target) !== path.resolve(files.defsDir)) {
    throw new SchemaBundleError(file, pointer, `odwołanie "${ref}" musi wskazywać plik w schemas/defs`);
  }
  if (!DEFINITION_NAME.test(match[2])) {
    throw new SchemaBundleError(file, pointer, `niepoprawna nazwa definicji "${match[2]}"`);
  }
  const key = enqueue({
    file: target,
    name: match[2],
    key: bundledDefinitionKey(target, match[2]),
    from: { file, pointer },
  });
  return `#/definitions/${key}`;
}

/**
 * Bundles the schema in `schemaFile` (a form's schema.json) with the shared definitions of `defsDir`:
 * a self-contained draft-07 schema whose refs are all `#/definitions/...`. The form's own `definitions`
 * keep their names (which therefore must not contain a dot); shared ones are added sorted by key.
 */
export function bundleSchemaFile(schemaFile: string, defsDir: string, onRead?: FileRead): JsonObject {
  let source: unknown;
  try {
    const text = readFileSync(schemaFile, 'utf8');
    onRead?.(schemaFile, text);
    source = JSON.parse(text);
  } catch (error) {
    throw new SchemaBundleError(schemaFile, '', `nie da się odczytać schematu: ${(error as Error).message}`);
  }
  if (!isJsonObject(source)) throw new SchemaBundleError(schemaFile, '', 'schemat musi być obiektem JSON');
  return bundleSchema(source, schemaFile, defsDir, onRead);
}

/**
 * The same for a schema given as an object; `schemaFile` is where it would live (relative refs are
 * resolved from its folder), e.g. `{ "$ref": "../defs/person.json#/definitions/privatePerson" }`.
 */
export function bundleSchema(
  source: JsonObject,
  schemaFile: string,
  defsDir: string,
  onRead?: FileRead,
): JsonObject {
  const files = new DefinitionFiles(defsDir, onRead);
  const shared = new Map<string, unknown>();
  const queue: PendingDefinition[] = [];
  const enqueue = (pending: PendingDefinition): string => {
    if (!shared.has(pending.key)) {
      shared.set(pending.key, undefined);
      queue.push(pending);
    }
    return pending.key;
  };

  const ownDefinitions = isJsonObject(source.definitions) ? source.definitions : {};
  for (const name of Object.keys(ownDefinitions)) {
    if (!DEFINITION_NAME.test(name)) {
      throw new SchemaBundleError(
        schemaFile,
        `/definitions/${escapeSegment(name)}`,
        `niepoprawna nazwa definicji "${name}" (tylko litery i cyfry)`,
      );
    }
  }
  const ownKey = (name: string) => name;
  const { definitions: _ownDefinitions, $schema: _schema, ...body } = source;
  const bundled = rewriteRefs(body, schemaFile, '', ownKey, files, enqueue) as JsonObject;
  const definitions: JsonObject = {};
  for (const [name, definition] of Object.entries(ownDefinitions)) {
    definitions[name] = rewriteRefs(definition, schemaFile, `/definitions/${name}`, ownKey, files, enqueue);
  }

  // Breadth-first over shared definitions: each one may pull in others (address -> zip code, ...).
  for (let pending = queue.shift(); pending; pending = queue.shift()) {
    const current = pending;
    const from = { file: current.file, pointer: `/definitions/${current.name}` };
    const sameFileKey = (name: string) =>
      enqueue({ file: current.file, name, key: bundledDefinitionKey(current.file, name), from });
    shared.set(
      current.key,
      rewriteRefs(files.definition(current), current.file, from.pointer, sameFileKey, files, enqueue),
    );
  }
  for (const key of [...shared.keys()].sort()) definitions[key] = shared.get(key);

  return Object.keys(definitions).length > 0
    ? { $schema: DRAFT_07, ...bundled, definitions }
    : { $schema: DRAFT_07, ...bundled };
}

/** Every `#/definitions/...` key a bundled schema refers to, for the check of unused shared definitions. */
export function sharedDefinitionKeys(bundled: JsonObject): string[] {
  return Object.keys(isJsonObject(bundled.definitions) ? bundled.definitions : {}).filter((key) =>
    key.includes('.'),
  );
}
