import { describe, expect, it } from "vitest";
import { assertLocalDatabase } from "../support/test-database";

describe("assertLocalDatabase", () => {
  it.each([
    ["postgres://postgres@127.0.0.1:5432/postgres"],
    ["postgresql://postgres@localhost/agency_test_1"],
    ["postgres://u:p@LOCALHOST:6543/db"],
    ["postgres://postgres@[::1]:5432/postgres"],
    ["postgres://postgres@localhost/db?host=/var/run/postgresql"],
  ])("allows %s", (url) => {
    expect(() => assertLocalDatabase(url)).not.toThrow();
  });

  it.each([
    ["postgres://postgres@db.example.com:5432/postgres"],
    ["postgres://admin:pw@10.0.0.5/prod"],
    ["postgres://postgres@127.0.0.2/postgres"],
    ["postgres://postgres@localhost.evil.example/postgres"],
    ["postgres://postgres@127.0.0.1/postgres?host=prod.example.com"],
    ["mysql://root@127.0.0.1/db"],
    ["not a url"],
    [""],
  ])("refuses %j", (url) => {
    expect(() => assertLocalDatabase(url)).toThrow(/Refusing to run destructive tests/);
  });
});
