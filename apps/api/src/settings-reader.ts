// Security hardening: a malformed setting used to be read as its default without a word (DATABASE_POOL_SIZE=lots
// became 10, SEED_DEMO_DATA=yes became false). Every value is read here, strictly, and every problem is
// collected instead of thrown, so that the one message of a refused start names them all and an
// operator fixes the environment in one go.
import { ConfigError } from './operator.ts';

export interface NumberBounds {
  min?: number;
  max?: number;
}

export interface UrlRules {
  /** Allowed schemes, without the colon: ['https', 'http']. */
  protocols: readonly string[];
  /** Refuse a path, query or fragment: the value is an origin (PUBLIC_URL). */
  originOnly?: boolean;
  /** The value may hold credentials: a problem names the setting, never the value. */
  secret?: boolean;
}

const shown = (value: string) => JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);

export class SettingsReader {
  private readonly found: string[] = [];
  private readonly cautions: string[] = [];

  constructor(private readonly env: NodeJS.ProcessEnv) {}

  /** The value, trimmed; undefined when unset or empty (a compose file writes `${X:-}` as empty). */
  text(name: string): string | undefined {
    const value = this.env[name]?.trim();
    return value ? value : undefined;
  }

  refuse(problem: string): void {
    this.found.push(problem);
  }

  warn(caution: string): void {
    this.cautions.push(caution);
  }

  get problems(): readonly string[] {
    return this.found;
  }

  get warnings(): readonly string[] {
    return this.cautions;
  }

  /** Runs a reader that throws ConfigError (operator.ts, storage), keeping its message as one problem. */
  attempt<T>(read: () => T, fallback: T): T {
    try {
      return read();
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      this.refuse(error.message);
      return fallback;
    }
  }

  /** Digits only: "10abc", "1e3", "10.5" and "-1" are refused, not read as 10, 1, 10 or a negative. */
  wholeNumber(name: string, fallback: number, { min = 0, max = 2 ** 31 - 1 }: NumberBounds = {}): number {
    const value = this.text(name);
    if (value === undefined) return fallback;
    const parsed = /^\d+$/.test(value) ? Number(value) : Number.NaN;
    if (!Number.isSafeInteger(parsed) || parsed < min || parsed > max) {
      this.refuse(`${name}=${shown(value)} is not a whole number from ${min} to ${max}`);
      return fallback;
    }
    return parsed;
  }

  /** true or false; "yes", "1" and "on" are refused rather than read as false. */
  flag(name: string, fallback: boolean): boolean {
    const value = this.text(name);
    if (value === undefined) return fallback;
    if (value === 'true') return true;
    if (value === 'false') return false;
    this.refuse(`${name}=${shown(value)} is neither true nor false`);
    return fallback;
  }

  choice<T extends string>(name: string, allowed: readonly T[], fallback: T): T {
    const value = this.text(name);
    if (value === undefined) return fallback;
    if ((allowed as readonly string[]).includes(value)) return value as T;
    this.refuse(`${name}=${shown(value)} is not supported: use ${allowed.join(', ')}`);
    return fallback;
  }

  /** An absolute URL of one of the allowed schemes; undefined when unset or refused. */
  url(name: string, { protocols, originOnly = false, secret = false }: UrlRules): URL | undefined {
    const value = this.text(name);
    if (value === undefined) return undefined;
    const setting = secret ? name : `${name}=${shown(value)}`;
    const expected = protocols.map((p) => `${p}://…`).join(' or ');
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      this.refuse(`${setting} is not a URL (${expected})`);
      return undefined;
    }
    if (!protocols.includes(url.protocol.slice(0, -1)) || !url.hostname) {
      this.refuse(`${setting} is not a URL of the expected kind (${expected} with a host)`);
      return undefined;
    }
    if (originOnly && (url.pathname !== '/' || url.search || url.hash || url.username || url.password)) {
      this.refuse(`${setting} must be an origin only (scheme, host and port), without a path or query`);
      return undefined;
    }
    return url;
  }
}
