import { readFileSync } from 'node:fs';
import path from 'node:path';

// Validates a JSON value against a schema of Divar's OpenAPI description (tests/fakes/kenar-openapi-subset.json, a
// verbatim copy of the parts we use). The description only uses type, properties, required, items, enum, format,
// additionalProperties and $ref, so that is all this checks — strictly: a property the schema does not name is an
// error, as protobuf's JSON parser refuses a field name it does not know (a typo like `hasDivider` would otherwise
// pass here and fail at Divar).

interface Schema {
  $ref?: string;
  type?: 'object' | 'string' | 'integer' | 'number' | 'boolean' | 'array';
  format?: string;
  enum?: unknown[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  additionalProperties?: Schema | boolean;
}

interface OpenApi {
  components: { schemas: Record<string, Schema> };
}

let doc: OpenApi | undefined;
function openApi(): OpenApi {
  doc ??= JSON.parse(readFileSync(path.join(import.meta.dirname, 'kenar-openapi-subset.json'), 'utf8')) as OpenApi;
  return doc;
}

const INT32 = [-(2 ** 31), 2 ** 31 - 1];

function check(schema: Schema, value: unknown, at: string, errors: string[]): void {
  if (schema.$ref) {
    const name = schema.$ref.replace('#/components/schemas/', '');
    const target = openApi().components.schemas[name];
    if (!target) throw new Error(`unknown schema ${name}`);
    return check(target, value, at, errors);
  }
  if (schema.enum && !schema.enum.includes(value)) errors.push(`${at}: ${JSON.stringify(value)} is not one of the enum`);
  switch (schema.type) {
    case 'string':
      if (typeof value !== 'string') errors.push(`${at}: expected a string`);
      else if ((schema.format === 'int64' || schema.format === 'uint64') && !/^-?\d+$/.test(value)) errors.push(`${at}: expected a ${schema.format} string`);
      return;
    case 'integer':
      if (typeof value !== 'number' || !Number.isInteger(value)) errors.push(`${at}: expected an integer`);
      else if (schema.format === 'int32' && (value < INT32[0] || value > INT32[1])) errors.push(`${at}: outside int32`);
      return;
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value)) errors.push(`${at}: expected a number`);
      return;
    case 'boolean':
      if (typeof value !== 'boolean') errors.push(`${at}: expected a boolean`);
      return;
    case 'array':
      if (!Array.isArray(value)) errors.push(`${at}: expected an array`);
      else if (schema.items) value.forEach((v, i) => check(schema.items!, v, `${at}[${i}]`, errors));
      return;
    case 'object': {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        errors.push(`${at}: expected an object`);
        return;
      }
      const record = value as Record<string, unknown>;
      for (const key of schema.required ?? []) if (!(key in record)) errors.push(`${at}.${key}: required`);
      const props = schema.properties;
      for (const [key, v] of Object.entries(record)) {
        if (props?.[key]) check(props[key], v, `${at}.${key}`, errors);
        else if (typeof schema.additionalProperties === 'object') check(schema.additionalProperties, v, `${at}.${key}`, errors);
        // A free-form object (no properties, no additionalProperties) takes anything.
        else if (props) errors.push(`${at}.${key}: not a field of this message`);
      }
      return;
    }
    default:
      return;
  }
}

/** The problems of `value` against the named component schema; empty when valid. */
export function validateSchema(name: string, value: unknown): string[] {
  const errors: string[] = [];
  check({ $ref: `#/components/schemas/${name}` }, value, '$', errors);
  return errors;
}
