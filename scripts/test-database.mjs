#!/usr/bin/env node
// CI helper: `create` makes a fresh, uniquely named PostgreSQL database and prints its URL;
// `drop URL` removes it and every database the tests derived from it (`<name>_w1`, and
// `<name>_faults_w1` and the like for tests that need a database of their own).
import pg from "pg";

const server = process.env.POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const [command, target] = process.argv.slice(2);

const client = new pg.Client({ connectionString: server, connectionTimeoutMillis: 3000 });
try {
  await client.connect();
} catch (err) {
  console.error(`PostgreSQL not reachable at ${server}: ${err.message}`);
  process.exit(3);
}
try {
  if (command === "create") {
    const name = `copyblocks_ci_${Date.now()}_${process.pid}`;
    await client.query(`create database "${name}"`);
    const url = new URL(server);
    url.pathname = `/${name}`;
    console.log(url.toString());
  } else if (command === "drop" && target) {
    const base = new URL(target).pathname.slice(1);
    const { rows } = await client.query(
      "select datname from pg_database where datname = $1 or datname like $2",
      [base, `${base}\\_%`],
    );
    for (const { datname } of rows) await client.query(`drop database if exists "${datname}" with (force)`);
  } else {
    console.error("usage: test-database.mjs create | drop URL");
    process.exit(2);
  }
} finally {
  await client.end();
}
