// The packet's shape is written once, in schema/handoff.schema.json. This module reads the subset
// of JSON Schema that file uses and derives what other code needs from it: the TypeScript types
// (src/model/packet/types.generated.ts), the JSON type of each top-level field for the cheap
// stored-packet check (src/model/packet/packet-fields.generated.ts), and a normal form of any
// sub-schema, so a hand-written copy (the MCP output schema, through zod's toJSONSchema) can be
// compared with the packet's own. scripts/build-validator.mjs writes the generated files.
//
// Two rules say how the written packet differs from what a reader accepts:
// - an alternative marked `"deprecated": true` (user_messages' plain strings) is still read,
//   never written: the types and the normal form leave it out;
// - every top-level property is written, while `required` lists only those that packets of
//   every version carry (conclusions and conversation_tail came later): the `Packet` type
//   requires them all, and the stored-packet check checks a later one only when present.

/** Keywords that constrain values beyond their JSON shape: the validator checks them, nothing else. */
const CONSTRAINTS = new Set([
  "pattern",
  "minLength",
  "maxItems",
  "minimum",
  "maximum",
  "not",
  "if",
  "then",
  "else",
  "propertyNames",
]);
/** Keywords that say nothing about values. */
const ANNOTATIONS = new Set(["$schema", "$id", "$defs", "$comment", "title", "description"]);
/** Keywords that make the shape. Any other keyword is refused, so none is silently ignored. */
const STRUCTURE = new Set([
  "type",
  "const",
  "enum",
  "$ref",
  "oneOf",
  "anyOf",
  "properties",
  "required",
  "additionalProperties",
  "items",
  "deprecated",
]);

function checkKeywords(node, at) {
  for (const key of Object.keys(node)) {
    if (!CONSTRAINTS.has(key) && !ANNOTATIONS.has(key) && !STRUCTURE.has(key)) {
      throw new Error(`${at}: keyword ${key} is outside the subset scripts/packet-shape.mjs reads`);
    }
  }
}

/** The sub-schema a local `$ref` (`#/$defs/name`) points at. */
function resolveRef(root, ref) {
  if (!ref.startsWith("#/")) throw new Error(`${ref}: only local references are read`);
  let node = root;
  for (const part of ref.slice(2).split("/")) {
    node = node?.[part.replace(/~1/g, "/").replace(/~0/g, "~")];
  }
  if (node === undefined) throw new Error(`${ref}: no such definition`);
  return node;
}

/** The sub-schema at a JSON pointer (`/properties/state/properties/landed`) of `root`. */
export function schemaAt(root, pointer) {
  return pointer === "" ? root : resolveRef(root, `#${pointer}`);
}

/** The members of a oneOf/anyOf that are still written (a deprecated one is only read). */
function writtenMembers(node) {
  return (node.oneOf ?? node.anyOf).filter((member) => member.deprecated !== true);
}

function sortUnique(alternatives) {
  const byKey = new Map(alternatives.map((a) => [JSON.stringify(a), a]));
  return [...byKey.keys()].sort().map((key) => byKey.get(key));
}

/**
 * The normal form of `node` (a sub-schema of `root`): the sorted list of the values' shapes it
 * allows, each `{ kind: "string" | "number" | "integer" | "boolean" | "null" | "any" }`,
 * `{ kind: "const", value }`, `{ kind: "array", items }` or `{ kind: "object", properties: { name:
 * { required, shape } }, additional }`. References are followed; annotations and constraints
 * (patterns, bounds) are dropped; an enum is its constants; a deprecated alternative is left out.
 */
export function shapeOf(root, node, at = "#") {
  if (node === true) return [{ kind: "any" }];
  checkKeywords(node, at);
  if (node.$ref !== undefined) {
    const beside = Object.keys(node).filter((key) => STRUCTURE.has(key) && key !== "$ref");
    if (beside.length > 0) throw new Error(`${at}: ${beside.join(", ")} beside $ref is not read`);
    return shapeOf(root, resolveRef(root, node.$ref), node.$ref);
  }
  if (node.oneOf !== undefined || node.anyOf !== undefined) {
    return sortUnique(writtenMembers(node).flatMap((m, i) => shapeOf(root, m, `${at}/${i}`)));
  }
  if (node.const !== undefined) return [{ kind: "const", value: node.const }];
  if (node.enum !== undefined)
    return sortUnique(node.enum.map((value) => ({ kind: "const", value })));
  if (node.type === undefined) return [{ kind: "any" }];
  const types = Array.isArray(node.type) ? node.type : [node.type];
  return sortUnique(
    types.map((type) => {
      if (type === "array") {
        return { kind: "array", items: shapeOf(root, node.items ?? true, `${at}/items`) };
      }
      if (type !== "object") return { kind: type };
      const required = new Set(node.required ?? []);
      const properties = {};
      for (const name of Object.keys(node.properties ?? {}).sort()) {
        const shape = shapeOf(root, node.properties[name], `${at}/properties/${name}`);
        properties[name] = { required: required.has(name), shape };
      }
      const extra = node.additionalProperties;
      const additional =
        extra === false ? false : shapeOf(root, extra ?? true, `${at}/additionalProperties`);
      return { kind: "object", properties, additional };
    }),
  );
}

function describeShape(shape) {
  return shape.map((a) => (a.kind === "const" ? JSON.stringify(a.value) : a.kind)).join(" | ");
}

const alternativeKey = (a) => (a.kind === "const" ? `const ${JSON.stringify(a.value)}` : a.kind);

/** What differs between two alternatives of the same kind (an array's items, an object's properties). */
function alternativeDifferences(a, b, at, names) {
  if (a.kind === "array") return shapeDifferences(a.items, b.items, `${at}[]`, names);
  if (a.kind !== "object") return [];
  const out = [];
  const keys = [...new Set([...Object.keys(a.properties), ...Object.keys(b.properties)])];
  for (const key of keys.sort()) {
    const [pa, pb] = [a.properties[key], b.properties[key]];
    if (pa === undefined || pb === undefined) {
      out.push(`${at}/${key}: only in ${pa === undefined ? names[1] : names[0]}`);
    } else if (pa.required !== pb.required) {
      out.push(`${at}/${key}: required in ${pa.required ? names[0] : names[1]} only`);
    } else {
      out.push(...shapeDifferences(pa.shape, pb.shape, `${at}/${key}`, names));
    }
  }
  if (JSON.stringify(a.additional) !== JSON.stringify(b.additional)) {
    const says = (extra) => (extra === false ? "refuses" : "accepts");
    out.push(
      `${at}: ${names[0]} ${says(a.additional)}, ${names[1]} ${says(b.additional)} other properties`,
    );
  }
  return out;
}

/**
 * What differs between two normal forms (empty when they are the same), one line per
 * difference, each naming where (`at`): a property only one side has, a property required on
 * one side only, or the values allowed at a place. When both allow the same kinds (`object |
 * null` and `object | null`), the difference is looked for inside them.
 */
export function shapeDifferences(left, right, at = "", names = ["left", "right"]) {
  if (JSON.stringify(left) === JSON.stringify(right)) return [];
  const [keysA, keysB] = [left.map(alternativeKey), right.map(alternativeKey)];
  if (keysA.join("\n") === keysB.join("\n") && new Set(keysA).size === keysA.length) {
    // Normal forms are sorted, so with each kind once the i-th alternatives are of one kind.
    return left.flatMap((a, i) => alternativeDifferences(a, right[i], at, names));
  }
  return [`${at || "/"}: ${names[0]} ${describeShape(left)}, ${names[1]} ${describeShape(right)}`];
}

/** The JSON type of a field as the stored-packet check tests it: `string`, `object?` (or null), … */
export function kindOf(shape, at) {
  const nullable = shape.some((a) => a.kind === "null");
  const kinds = new Set(
    shape
      .filter((a) => a.kind !== "null")
      .map((a) => {
        if (a.kind === "const") return typeof a.value;
        return a.kind === "integer" ? "number" : a.kind;
      }),
  );
  if (kinds.size !== 1 || kinds.has("any")) {
    throw new Error(`${at}: no single JSON type (${describeShape(shape)})`);
  }
  return `${[...kinds][0]}${nullable ? "?" : ""}`;
}

const HEADER =
  "// Generated by scripts/build-validator.mjs from schema/handoff.schema.json: do not edit.";

/** The text of src/model/packet/packet-fields.generated.ts. */
export function renderFields(schema) {
  const required = new Set(schema.required);
  const kinds = Object.keys(schema.properties).map((name) => [
    name,
    kindOf(shapeOf(schema, schema.properties[name]), `#/properties/${name}`),
  ]);
  const used = [...new Set(kinds.map(([, kind]) => kind))].sort();
  const later = Object.keys(schema.properties).filter((name) => !required.has(name));
  return [
    HEADER,
    "",
    "/** A field's JSON type (`typeof`, or array); `?` adds null. */",
    `export type FieldKind = ${used.map((kind) => `"${kind}"`).join(" | ")};`,
    "",
    "/** Every top-level field of a packet and its JSON type, in the schema's order. */",
    "export const PACKET_FIELDS: Readonly<Record<string, FieldKind>> = {",
    ...kinds.map(([name, kind]) => `  ${name}: "${kind}",`),
    "};",
    "",
    "/** The fields a packet written before they existed lacks: checked only when present. */",
    `export const FIELDS_ADDED_LATER: readonly string[] = [${later.map((n) => `"${n}"`).join(", ")}];`,
    "",
  ].join("\n");
}

function docComment(text, indent) {
  if (text === undefined) return [];
  const width = 100 - indent.length - 3;
  const lines = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    if (line !== "" && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line === "" ? word : `${line} ${word}`;
    }
  }
  lines.push(line);
  if (lines.length === 1 && lines[0].length + 7 <= width + 3)
    return [`${indent}/** ${lines[0]} */`];
  return [`${indent}/**`, ...lines.map((l) => `${indent} * ${l}`), `${indent} */`];
}

/**
 * A TypeScript object type lists its properties and no others, so an object schema with
 * properties must refuse the others too, or the type would accept what the schema refuses.
 */
function checkClosed(node) {
  if (node.properties !== undefined && node.additionalProperties !== false) {
    throw new Error(`${node.title ?? "an object"}: properties without additionalProperties: false`);
  }
}

/**
 * The text of src/model/packet/types.generated.ts: a type for each sub-schema with a `title`
 * (an interface when it is an object), the root as `Packet`, descriptions as doc comments;
 * sub-schemas without a title are written inline.
 */
export function renderTypes(schema) {
  const declarations = new Map();

  /** `expr` as an array's element: a union needs parentheses. */
  function wrap(expr) {
    let depth = 0;
    for (let i = 0; i < expr.length; i++) {
      if ("{([".includes(expr[i])) depth++;
      else if ("})]".includes(expr[i])) depth--;
      else if (depth === 0 && expr.startsWith(" | ", i)) return `(${expr})`;
    }
    return expr;
  }

  /** A union, null last (`PacketPlan | null`), as the hand-written types had it. */
  function union(members) {
    return [...members.filter((m) => m !== "null"), ...members.filter((m) => m === "null")].join(
      " | ",
    );
  }

  function objectBody(node, indent, allRequired) {
    const required = new Set(node.required ?? []);
    const lines = [];
    for (const [name, child] of Object.entries(node.properties ?? {})) {
      const optional = !allRequired && !required.has(name);
      if (child.title === undefined) lines.push(...docComment(child.description, indent));
      lines.push(`${indent}${name}${optional ? "?" : ""}: ${expression(child)};`);
    }
    return lines;
  }

  function expression(node) {
    checkKeywords(node, node.title ?? "#");
    if (node.title !== undefined && node !== schema) {
      declare(node.title, node, false);
      return node.title;
    }
    if (node.$ref !== undefined) return expression(resolveRef(schema, node.$ref));
    if (node.oneOf !== undefined || node.anyOf !== undefined) {
      return union(writtenMembers(node).map(expression));
    }
    if (node.const !== undefined) return JSON.stringify(node.const);
    if (node.enum !== undefined) return node.enum.map((v) => JSON.stringify(v)).join(" | ");
    if (node.type === undefined) return "unknown";
    const types = Array.isArray(node.type) ? node.type : [node.type];
    return union(
      types.map((type) => {
        if (type === "integer") return "number";
        if (type === "array") return `${wrap(expression(node.items ?? {}))}[]`;
        if (type !== "object") return type;
        checkClosed(node);
        if (node.properties === undefined) {
          const extra = node.additionalProperties;
          return `Record<string, ${extra === undefined || extra === true ? "unknown" : expression(extra)}>`;
        }
        const fields = Object.entries(node.properties).map(
          ([name, child]) =>
            `${name}${(node.required ?? []).includes(name) ? "" : "?"}: ${expression(child)}`,
        );
        return `{ ${fields.join("; ")} }`;
      }),
    );
  }

  function declare(name, node, allRequired) {
    if (declarations.has(name)) {
      if (declarations.get(name).node !== node) throw new Error(`title ${name} is used twice`);
      return;
    }
    declarations.set(name, { node, text: null });
    checkClosed(node);
    const doc = docComment(node.description, "");
    const text =
      node.type === "object" && node.properties !== undefined
        ? [...doc, `export interface ${name} {`, ...objectBody(node, "  ", allRequired), "}"]
        : [...doc, `export type ${name} = ${expression({ ...node, title: undefined })};`];
    // Inserted after its own members: a declaration follows the types it uses.
    declarations.delete(name);
    declarations.set(name, { node, text: text.join("\n") });
  }

  // The root: every property is written (see the rules at the top of this file).
  declare("Packet", schema, true);
  return [
    HEADER,
    "// The packet's TypeScript types: see scripts/packet-shape.mjs for how the schema maps to them.",
    "",
    [...declarations.values()].map((d) => d.text).join("\n\n"),
    "",
  ].join("\n");
}
