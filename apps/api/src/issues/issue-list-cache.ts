// The case list of a customer changes rarely and is read often (every visit, every refetch), and 500
// cases are 140 KB of JSON. Each answer is kept per customer and mode under a version read from the
// database in one cheap query (count, newest change, newest id), so it is never stale, on any number of
// instances; the same version is the ETag, so an unchanged list costs the browser a 304.
import type { ContentCoding } from '../http/content-encoding.ts';
import { compressJson } from '../plugins/api-compression.ts';
import type { Database } from '../db/database.ts';
import { issueListJson, issueListVersionRow } from './issue-list-repository.ts';

interface Entry {
  version: string;
  body: string;
  /** Compressed once per version and coding: 140 KB become about 6 KB in brotli, 10 KB in gzip. */
  encoded: Partial<Record<ContentCoding, Promise<Buffer>>>;
}

export interface CachedList {
  body: string;
  encoded: (coding: ContentCoding) => Promise<Buffer>;
}

export class IssueListCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  constructor(private readonly maxBytes = 64 * 1024 * 1024) {}

  async version(db: Database, accountId: number, history: boolean): Promise<string> {
    const row = await issueListVersionRow(db, accountId, history);
    // Notifications count open cases only, so the history list's version includes the open list's.
    if (!history) return `o${row}`;
    return `h${row}/${await this.version(db, accountId, false)}`;
  }

  async get(db: Database, accountId: number, history: boolean, version: string): Promise<CachedList> {
    const key = `${accountId}:${history ? 'h' : 'o'}`;
    const hit = this.entries.get(key);
    if (hit?.version === version) {
      // Map order is recency order: re-insert on use.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return this.view(hit);
    }
    const body = await issueListJson(db, accountId, history);
    if (hit) this.bytes -= hit.body.length;
    this.entries.delete(key);
    const entry: Entry = { version, body, encoded: {} };
    this.entries.set(key, entry);
    this.bytes += body.length;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= entry.body.length;
    }
    return this.view(entry);
  }

  private view(entry: Entry): CachedList {
    return {
      body: entry.body,
      encoded: (coding) => (entry.encoded[coding] ??= compressJson(Buffer.from(entry.body), coding)),
    };
  }
}
