import type { Kysely } from "kysely";

// Written once for SQLite and PostgreSQL: text keys and ISO-8601 text times only.
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types.
export async function up(db: Kysely<any>) {
  await db.schema
    .createTable("site_setting")
    .addColumn("key", "text", (column) => column.primaryKey())
    .addColumn("value", "text", (column) => column.notNull())
    .addColumn("updated_at", "text", (column) => column.notNull())
    .addColumn("updated_by", "text")
    .execute();

  await db.schema
    .createTable("audit_log")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("actor_id", "text")
    .addColumn("actor_email", "text")
    .addColumn("action", "text", (column) => column.notNull())
    .addColumn("target", "text")
    .addColumn("detail", "text")
    .addColumn("ip", "text")
    .execute();
  await db.schema
    .createIndex("audit_log_created_at")
    .on("audit_log")
    .columns(["created_at", "id"])
    .execute();
  await db.schema
    .createIndex("audit_log_actor_action")
    .on("audit_log")
    .columns(["actor_id", "action", "created_at"])
    .execute();

  await db.schema
    .createTable("sign_in_throttle")
    .addColumn("key", "text", (column) => column.primaryKey())
    .addColumn("failures", "integer", (column) => column.notNull())
    .addColumn("window_started_at", "text", (column) => column.notNull())
    .execute();

  await db.schema
    .createTable("first_admin_claim")
    .addColumn("id", "integer", (column) => column.primaryKey())
    .addColumn("claimed_at", "text", (column) => column.notNull())
    .execute();

  await db.schema
    .createTable("app_secret")
    .addColumn("name", "text", (column) => column.primaryKey())
    .addColumn("value", "text", (column) => column.notNull())
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>) {
  for (const table of [
    "app_secret",
    "first_admin_claim",
    "sign_in_throttle",
    "audit_log",
    "site_setting",
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
