// Records the shape of every SQL statement an app runs (values left out), so a test can prove two
// requests do the same database work, e.g. whether or not an e-mail has an account (no enumeration).
import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';

function shape(node: RootOperationNode): string {
  return JSON.stringify(node, function (this: { kind?: string }, key: string, value: unknown) {
    if (this.kind === 'ValueNode' && key === 'value') return '?';
    if (this.kind === 'PrimitiveValueListNode' && key === 'values')
      return (value as unknown[]).map(() => '?');
    return value;
  });
}

export class QueryRecorder implements KyselyPlugin {
  private recording: string[] | null = null;

  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    this.recording?.push(shape(node));
    return node;
  }

  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return result;
  }

  /** The statements run while `action` ran. */
  async during(action: () => Promise<unknown>): Promise<string[]> {
    const recorded: string[] = [];
    this.recording = recorded;
    try {
      await action();
    } finally {
      this.recording = null;
    }
    return recorded;
  }
}

/** The tables a recorded statement names. */
export function tablesOf(statement: string): string[] {
  return [
    ...statement.matchAll(
      /"kind":"TableNode","table":\{"kind":"SchemableIdentifierNode",(?:"schema":\{[^}]*\},)?"identifier":\{"kind":"IdentifierNode","name":"([^"]+)"/g,
    ),
  ].map((m) => m[1]!);
}
