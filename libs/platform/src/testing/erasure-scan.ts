import type { Client } from 'pg';

export interface MemberIdHit {
  table: string;
  column: string;
  rows: number;
}

// Every place in a service's database that still holds `memberId` after an erasure: integer columns equal
// to it, integer arrays holding it, and text or JSON holding its digits as a whole number. Give the erased member an
// id no other row could hold by chance (a test issuer's id above every sequence, e.g. 1_987_654_321). pg-boss's own
// schema is left out: it deletes finished jobs after its retention (docs/privacy.md).
export async function findMemberId(db: Client, memberId: number): Promise<MemberIdHit[]> {
  const { rows: columns } = await db.query<{ schema: string; table: string; column: string; type: string }>(
    `SELECT c.table_schema AS schema, c.table_name AS table, c.column_name AS column, c.udt_name AS type
       FROM information_schema.columns c
       JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name AND t.table_type = 'BASE TABLE'
      WHERE c.table_schema NOT IN ('pg_catalog', 'information_schema', 'pgboss')
        AND c.udt_name IN ('int4', 'int8', '_int4', '_int8', 'text', 'varchar', 'jsonb', 'json', '_text', 'tsvector')
      ORDER BY 1, 2, 3`,
  );
  const digits = `(^|[^0-9])${memberId}([^0-9]|$)`;
  const hits: MemberIdHit[] = [];
  for (const { schema, table, column, type } of columns) {
    const ref = `"${schema}"."${table}"`;
    const col = `"${column}"`;
    const [where, param] =
      type === 'int4' || type === 'int8'
        ? [`${col} = $1::bigint`, memberId]
        : type === '_int4' || type === '_int8'
          ? [`$1::bigint = ANY(${col})`, memberId]
          : [`${col}::text ~ $1`, digits];
    const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${ref} WHERE ${where}`, [param]);
    const n = rows[0]?.n ?? 0;
    if (n > 0) hits.push({ table: schema === 'public' ? table : `${schema}.${table}`, column, rows: n });
  }
  return hits;
}

export interface MemberTextHit {
  table: string;
  column: string;
  rows: number;
}

// Every place in a service's database whose text still holds `text` (an erased member's name, copied into a
// notification line or an event's payload), ignoring case: text, varchar, JSON and text arrays. Give the member a
// name no one else's text could hold by chance. pg-boss's schema is left out, as in findMemberId.
export async function findMemberText(db: Client, text: string): Promise<MemberTextHit[]> {
  const { rows: columns } = await db.query<{ schema: string; table: string; column: string }>(
    `SELECT c.table_schema AS schema, c.table_name AS table, c.column_name AS column
       FROM information_schema.columns c
       JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name AND t.table_type = 'BASE TABLE'
      WHERE c.table_schema NOT IN ('pg_catalog', 'information_schema', 'pgboss')
        AND c.udt_name IN ('text', 'varchar', 'jsonb', 'json', '_text', '_varchar')
      ORDER BY 1, 2, 3`,
  );
  const hits: MemberTextHit[] = [];
  for (const { schema, table, column } of columns) {
    // JSON escapes nothing in a plain name; strpos, not LIKE, so no character in the name is a wildcard.
    const { rows } = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM "${schema}"."${table}" WHERE strpos(lower("${column}"::text), lower($1)) > 0`,
      [text],
    );
    const n = rows[0]?.n ?? 0;
    if (n > 0) hits.push({ table: schema === 'public' ? table : `${schema}.${table}`, column, rows: n });
  }
  return hits;
}
