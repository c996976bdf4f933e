// One data key per person (crypto-shredding): kept in PostgreSQL, apart from the append-only event
// log, wrapped with a key derived from APP_SECRET. Destroying a key leaves a marker row, so the key is
// never created again and that person's protected fields stay unreadable for good. While APP_SECRET is
// rotated, keys wrapped with the previous secret's key still open, and `rewrapAll` moves them over.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { createKysely, type Pool } from '../postgres/database.js';
import { type Migrations, migrateToLatest } from '../postgres/migrations.js';

const migrations: Migrations = {
  '0001-personal-data-keys': {
    async up(db) {
      await sql`
        create table personal_data_keys (
          subject_id text primary key,
          wrapped_key bytea,
          created_at timestamptz not null default now(),
          destroyed_at timestamptz
        )`.execute(db);
    },
    async down(db) {
      await sql`drop table personal_data_keys`.execute(db);
    },
  },
};

/** Keys seen within this long are not asked for again; a destruction elsewhere is noticed after it. */
const CACHE_MS = 30_000;
const CACHE_ENTRIES = 50_000;

export class PersonalDataKeys {
  private readonly cache = new Map<string, { key: Buffer | null; until: number }>();

  constructor(
    private readonly pool: Pool,
    /** 32 bytes that wrap every data key. */
    private readonly wrappingKey: Buffer,
    /** The wrapping key of the secret being rotated out: still opens, never wraps. */
    private readonly previousWrappingKey?: Buffer,
  ) {}

  async migrate(): Promise<void> {
    await migrateToLatest(createKysely(this.pool), migrations, 'personal_data_key_migrations');
  }

  /** The subject's key, created on first use; null once destroyed. */
  async keyFor(subjectId: string): Promise<Buffer | null> {
    const known = await this.existingKey(subjectId);
    if (known !== undefined) return known;
    // Two writers may create it at once: the first insert wins and both read that one.
    await this.pool.query(
      'insert into personal_data_keys (subject_id, wrapped_key) values ($1, $2) on conflict (subject_id) do nothing',
      [subjectId, this.wrap(randomBytes(32))],
    );
    return (await this.lookUp(subjectId)) ?? null;
  }

  /** For reading: the subject's key, null once destroyed, undefined when none was ever made. */
  async existingKey(subjectId: string): Promise<Buffer | null | undefined> {
    const cached = this.cache.get(subjectId);
    if (cached && cached.until > Date.now()) return cached.key;
    return this.lookUp(subjectId);
  }

  /**
   * Rotation: every key still wrapped with the previous wrapping key is wrapped with the current one,
   * in one transaction. Returns how many were rewrapped; running it again rewraps nothing.
   */
  async rewrapAll(): Promise<number> {
    if (!this.previousWrappingKey) throw new Error('No previous wrapping key: set APP_SECRET_PREVIOUS');
    const client = await this.pool.connect();
    try {
      await client.query('begin');
      const { rows } = await client.query<{ subject_id: string; wrapped_key: Buffer }>(
        'select subject_id, wrapped_key from personal_data_keys where wrapped_key is not null for update',
      );
      const stale = rows.filter((row) => tryUnwrap(this.wrappingKey, row.wrapped_key) === undefined);
      const rewrapped = stale.map((row) => {
        const key = tryUnwrap(this.previousWrappingKey!, row.wrapped_key);
        if (!key) throw new Error(`The key of ${row.subject_id} opens with neither secret`);
        return this.wrap(key);
      });
      if (stale.length > 0) {
        await client.query(
          `update personal_data_keys k set wrapped_key = r.wrapped_key
             from unnest($1::text[], $2::bytea[]) as r(subject_id, wrapped_key)
            where k.subject_id = r.subject_id`,
          [stale.map((row) => row.subject_id), rewrapped],
        );
      }
      await client.query('commit');
      return stale.length;
    } catch (error) {
      await client.query('rollback').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  }

  /** Makes everything protected with the subject's key unreadable, here and in every later rebuild. */
  async destroy(subjectId: string): Promise<void> {
    await this.pool.query(
      `insert into personal_data_keys (subject_id, wrapped_key, destroyed_at) values ($1, null, now())
       on conflict (subject_id) do update set wrapped_key = null, destroyed_at = coalesce(personal_data_keys.destroyed_at, now())`,
      [subjectId],
    );
    this.remember(subjectId, null);
  }

  private async lookUp(subjectId: string): Promise<Buffer | null | undefined> {
    const { rows } = await this.pool.query<{ wrapped_key: Buffer | null }>(
      'select wrapped_key from personal_data_keys where subject_id = $1',
      [subjectId],
    );
    // A subject without a key yet is not remembered: the key may be made any moment.
    if (rows.length === 0) return undefined;
    const wrapped = rows[0]!.wrapped_key;
    const key = wrapped ? this.unwrap(wrapped) : null;
    this.remember(subjectId, key);
    return key;
  }

  private remember(subjectId: string, key: Buffer | null) {
    if (this.cache.size >= CACHE_ENTRIES) this.cache.delete(this.cache.keys().next().value as string);
    this.cache.delete(subjectId);
    this.cache.set(subjectId, { key, until: Date.now() + CACHE_MS });
  }

  private wrap(key: Buffer): Buffer {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.wrappingKey, iv);
    const sealed = Buffer.concat([cipher.update(key), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), sealed]);
  }

  private unwrap(wrapped: Buffer): Buffer {
    const key =
      tryUnwrap(this.wrappingKey, wrapped) ??
      (this.previousWrappingKey && tryUnwrap(this.previousWrappingKey, wrapped));
    if (!key) throw new Error('A personal-data key opens with neither the current nor the previous secret');
    return key;
  }
}

/** The data key, or undefined when `wrappingKey` is not the one that wrapped it. */
function tryUnwrap(wrappingKey: Buffer, wrapped: Buffer): Buffer | undefined {
  try {
    const decipher = createDecipheriv('aes-256-gcm', wrappingKey, wrapped.subarray(0, 12));
    decipher.setAuthTag(wrapped.subarray(12, 28));
    return Buffer.concat([decipher.update(wrapped.subarray(28)), decipher.final()]);
  } catch {
    return undefined;
  }
}
