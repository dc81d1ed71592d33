import { Ajv } from 'ajv';
import { Ajv2019 } from 'ajv/dist/2019.js';
import { Ajv2020 } from 'ajv/dist/2020.js';
import AjvDraft04 from 'ajv-draft-04';
import addFormats from 'ajv-formats';
import { RE2JS } from 're2js';

function regExp(pattern: string): { test(s: string): boolean; toString(): string } {
  const re = RE2JS.compile(pattern, 0);
  return { test: (s: string) => re.matcher(s).find(), toString: () => pattern };
}
regExp.code = 'regExp';

type AnyAjv = InstanceType<typeof Ajv>;
const instances = new Map<string, AnyAjv>();

/** Ajv instances owned by the tests, independent of the engine's instances and cache. */
function testAjv(dialect: string): AnyAjv {
  let ajv = instances.get(dialect);
  if (!ajv) {
    const options = {
      strict: false,
      allErrors: false,
      validateFormats: true,
      ownProperties: true,
      logger: false,
      code: { regExp },
    } as const;
    ajv =
      dialect === 'draft-04'
        ? (new AjvDraft04.default(options) as unknown as AnyAjv)
        : dialect === 'draft-07'
          ? new Ajv(options)
          : dialect === '2019-09'
            ? new Ajv2019(options)
            : new Ajv2020(options);
    addFormats.default(ajv);
    instances.set(dialect, ajv);
  }
  return ajv;
}

/** Validates with the tests' own Ajv (not the engine's), to check the engine's answers. */
export function freshValidate(schema: unknown, value: unknown): boolean {
  const uri =
    typeof schema === 'object' && schema !== null
      ? (schema as Record<string, unknown>).$schema
      : undefined;
  const dialect =
    typeof uri === 'string' && uri.includes('draft-04')
      ? 'draft-04'
      : typeof uri === 'string' && uri.includes('draft-07')
        ? 'draft-07'
        : typeof uri === 'string' && uri.includes('2019-09')
          ? '2019-09'
          : '2020-12';
  return testAjv(dialect).validate(schema as object, value) === true;
}
