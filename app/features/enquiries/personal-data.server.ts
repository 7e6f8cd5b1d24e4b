import type { ExpressionBuilder, Kysely } from "kysely";
import type { Database } from "~/shared/db/database-types";
import {
  countPersonalData,
  type PersonalData,
  type PersonTable,
  personTables,
} from "./personal-data";

type PersonRows = { person: { email: string | null } };

/** Kysely cannot type a query over a union of table names: it sees one table chosen at run time. */
function asPersonTable(db: Kysely<Database>, table: PersonTable) {
  return { db: db as unknown as Kysely<PersonRows>, name: table as unknown as "person" };
}

/** Addresses match whatever their case: people type theirs differently from form to form. */
const matchEmail = (email: string) => (eb: ExpressionBuilder<PersonRows, "person">) =>
  eb(eb.fn("lower", ["email"]), "=", email.toLowerCase());

/** Everything held about an email address, across every table that stores one. */
export async function findPersonalData(db: Kysely<Database>, email: string): Promise<PersonalData> {
  const found = await Promise.all(
    personTables.map((table) => {
      const person = asPersonTable(db, table);
      return person.db.selectFrom(person.name).selectAll().where(matchEmail(email)).execute();
    }),
  );
  return Object.fromEntries(
    personTables.map((table, index) => [table, found[index]]),
  ) as unknown as PersonalData;
}

/**
 * Deletes every row held about an email address, in one transaction so a failure leaves all of
 * it in place to try again; returns how many of each went.
 */
export async function erasePersonalData(db: Kysely<Database>, email: string) {
  return db.transaction().execute(async (trx) => {
    const data = await findPersonalData(trx, email);
    for (const table of personTables) {
      const person = asPersonTable(trx, table);
      await person.db.deleteFrom(person.name).where(matchEmail(email)).execute();
    }
    return countPersonalData(data);
  });
}
