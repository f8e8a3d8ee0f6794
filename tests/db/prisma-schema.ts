import { readFileSync } from "node:fs";

/**
 * A small reader of prisma/schema.prisma, enough to derive what the
 * hand-written SQL must contain: tables, columns and their types, enums,
 * foreign keys with their delete rules, and indexes with Prisma's names.
 * (The Prisma CLI that would diff them needs a binary we cannot download.)
 */
export interface SchemaField {
  name: string;
  column: string;
  type: string;
  isList: boolean;
  isOptional: boolean;
  kind: "scalar" | "enum" | "relation";
  nativeType?: { name: string; args: number[] };
  default?: string;
  isId: boolean;
  isUnique: boolean;
  isUpdatedAt: boolean;
  relation?: { fields: string[]; references: string[]; onDelete?: string; onUpdate?: string };
}

/** An @@index: its fields, the access method (`type:`, btree when absent) and each field's operator class (`ops:`), if named. */
export interface SchemaIndex {
  fields: string[];
  /** The name given with `map:`, when not Prisma's default. */
  name?: string;
  method: string;
  opclasses: (string | undefined)[];
}

export interface SchemaModel {
  name: string;
  table: string;
  fields: SchemaField[];
  indexes: SchemaIndex[];
  uniques: string[][];
  /** The fields of a composite primary key (@@id), if the model has one. */
  compositeId?: string[];
}

export interface PrismaSchema {
  models: SchemaModel[];
  enums: Map<string, string[]>;
}

const SCALARS = new Set(["String", "Int", "BigInt", "Boolean", "DateTime", "Decimal", "Bytes", "Json", "Float"]);

function stripComment(line: string): string {
  const index = line.indexOf("//");
  return (index === -1 ? line : line.slice(0, index)).trim();
}

function fieldList(text: string): string[] {
  return text
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
}

/** The argument of @name(...) with balanced parentheses, or undefined. */
function attributeArgument(text: string, attribute: string): string | undefined {
  const pattern = new RegExp(`${attribute.replace(/[.@]/g, (c) => `\\${c}`)}\\(`);
  const match = pattern.exec(text);
  if (!match) return undefined;
  let depth = 1;
  let index = match.index + match[0].length;
  const start = index;
  while (index < text.length && depth > 0) {
    if (text[index] === "(") depth++;
    if (text[index] === ")") depth--;
    index++;
  }
  return text.slice(start, index - 1);
}

/** `[name(ops: raw("gin_trgm_ops")), id]` and `type: Gin` of an @@index line. */
function indexOf(fieldsText: string, line: string): SchemaIndex {
  const entries = fieldList(fieldsText).map((entry) => {
    const match = /^(\w+)(?:\((.*)\))?$/.exec(entry);
    if (!match) throw new Error(`cannot read index field ${entry}`);
    return { field: match[1]!, ops: match[2] ? /ops:\s*raw\("([^"]+)"\)/.exec(match[2])?.[1] : undefined };
  });
  const type = /\]\s*,.*\btype:\s*(\w+)/.exec(line)?.[1];
  const name = /\]\s*,.*\bmap:\s*"([^"]+)"/.exec(line)?.[1];
  return {
    fields: entries.map((entry) => entry.field),
    ...(name ? { name } : {}),
    method: (type ?? "BTree").toLowerCase(),
    opclasses: entries.map((entry) => entry.ops),
  };
}

export function readPrismaSchema(path: string): PrismaSchema {
  const source = readFileSync(path, "utf8");
  const blocks = [...source.matchAll(/^(model|enum)\s+(\w+)\s*\{([\s\S]*?)^\}/gm)];
  const enums = new Map<string, string[]>();
  for (const [, keyword, name, body] of blocks) {
    if (keyword !== "enum") continue;
    enums.set(name!, body!.split("\n").map(stripComment).filter(Boolean));
  }
  const modelNames = new Set(blocks.filter(([, keyword]) => keyword === "model").map(([, , name]) => name!));

  const models: SchemaModel[] = [];
  for (const [, keyword, name, body] of blocks) {
    if (keyword !== "model") continue;
    const model: SchemaModel = { name: name!, table: name!, fields: [], indexes: [], uniques: [] };
    for (const line of body!.split("\n").map(stripComment).filter(Boolean)) {
      if (line.startsWith("@@")) {
        const map = /^@@map\("([^"]+)"\)/.exec(line);
        if (map) model.table = map[1]!;
        const index = /^@@(index|unique)\(\[([^\]]*)\]/.exec(line);
        if (index?.[1] === "unique") model.uniques.push(fieldList(index[2]!));
        if (index?.[1] === "index") model.indexes.push(indexOf(index[2]!, line));
        const id = /^@@id\(\[([^\]]*)\]/.exec(line);
        if (id) model.compositeId = fieldList(id[1]!);
        continue;
      }
      const match = /^(\w+)\s+(\w+)(\[\])?(\?)?\s*(.*)$/.exec(line);
      if (!match) throw new Error(`cannot read field line: ${line}`);
      const [, fieldName, type, list, optional, attributes = ""] = match;
      const kind = SCALARS.has(type!) ? "scalar" : enums.has(type!) ? "enum" : modelNames.has(type!) ? "relation" : undefined;
      if (!kind) throw new Error(`unknown type ${type} in ${name}.${fieldName}`);
      const column = /@map\("([^"]+)"\)/.exec(attributes)?.[1] ?? fieldName!;
      const native = /@db\.(\w+)(?:\(([^)]*)\))?/.exec(attributes);
      const relationArgs = attributeArgument(attributes, "@relation");
      const field: SchemaField = {
        name: fieldName!,
        column,
        type: type!,
        isList: Boolean(list),
        isOptional: Boolean(optional),
        kind,
        nativeType: native ? { name: native[1]!, args: native[2] ? fieldList(native[2]).map(Number) : [] } : undefined,
        default: attributeArgument(attributes, "@default"),
        isId: /@id\b/.test(attributes),
        isUnique: /@unique\b/.test(attributes),
        isUpdatedAt: /@updatedAt\b/.test(attributes),
      };
      if (relationArgs !== undefined && /fields:/.test(relationArgs)) {
        field.relation = {
          fields: fieldList(/fields:\s*\[([^\]]*)\]/.exec(relationArgs)![1]!),
          references: fieldList(/references:\s*\[([^\]]*)\]/.exec(relationArgs)![1]!),
          onDelete: /onDelete:\s*(\w+)/.exec(relationArgs)?.[1],
          onUpdate: /onUpdate:\s*(\w+)/.exec(relationArgs)?.[1],
        };
      }
      model.fields.push(field);
    }
    models.push(model);
  }
  return { models, enums };
}

export function columnOf(model: SchemaModel, fieldName: string): string {
  const field = model.fields.find((candidate) => candidate.name === fieldName);
  if (!field) throw new Error(`${model.name} has no field ${fieldName}`);
  return field.column;
}

/** What information_schema.columns should say about a scalar or enum field. */
export interface ExpectedColumn {
  data_type: string;
  udt_name: string;
  character_maximum_length: number | null;
  numeric_precision: number | null;
  numeric_scale: number | null;
  datetime_precision: number | null;
}

const BASE_UDT: Record<string, [dataType: string, udt: string]> = {
  String: ["text", "text"],
  Int: ["integer", "int4"],
  BigInt: ["bigint", "int8"],
  Boolean: ["boolean", "bool"],
  Bytes: ["bytea", "bytea"],
  Json: ["jsonb", "jsonb"],
  Float: ["double precision", "float8"],
};

export function expectedColumn(field: SchemaField): ExpectedColumn {
  const result: ExpectedColumn = {
    data_type: "",
    udt_name: "",
    character_maximum_length: null,
    numeric_precision: null,
    numeric_scale: null,
    datetime_precision: null,
  };
  const native = field.nativeType;
  if (field.kind === "enum") {
    result.data_type = "USER-DEFINED";
    result.udt_name = field.type;
  } else if (field.type === "String" && native) {
    const byNative: Record<string, [string, string]> = {
      VarChar: ["character varying", "varchar"],
      Char: ["character", "bpchar"],
      Uuid: ["uuid", "uuid"],
      Text: ["text", "text"],
    };
    const mapped = byNative[native.name];
    if (!mapped) throw new Error(`unsupported native type @db.${native.name}`);
    [result.data_type, result.udt_name] = mapped;
    if (native.args[0] !== undefined) result.character_maximum_length = native.args[0];
  } else if (field.type === "DateTime") {
    if (native?.name === "Date") {
      [result.data_type, result.udt_name] = ["date", "date"];
      result.datetime_precision = 0;
    } else if (native?.name === "Timestamptz") {
      [result.data_type, result.udt_name] = ["timestamp with time zone", "timestamptz"];
      result.datetime_precision = native.args[0] ?? 6;
    } else {
      [result.data_type, result.udt_name] = ["timestamp without time zone", "timestamp"];
      result.datetime_precision = native?.args[0] ?? 3;
    }
  } else if (field.type === "Decimal") {
    [result.data_type, result.udt_name] = ["numeric", "numeric"];
    result.numeric_precision = native?.args[0] ?? 65;
    result.numeric_scale = native?.args[1] ?? 30;
  } else if (field.type === "Int" && native?.name === "SmallInt") {
    [result.data_type, result.udt_name] = ["smallint", "int2"];
    [result.numeric_precision, result.numeric_scale] = [16, 0];
  } else {
    const mapped = BASE_UDT[field.type];
    if (!mapped) throw new Error(`unsupported type ${field.type}`);
    if (native) throw new Error(`unsupported native type @db.${native.name} on ${field.type}`);
    [result.data_type, result.udt_name] = mapped;
    if (field.type === "Int") [result.numeric_precision, result.numeric_scale] = [32, 0];
    if (field.type === "BigInt") [result.numeric_precision, result.numeric_scale] = [64, 0];
  }
  if (field.isList) {
    result.udt_name = `_${result.udt_name}`;
    result.data_type = "ARRAY";
    result.character_maximum_length = null;
  }
  return result;
}
