import Ajv2020 from 'ajv/dist/2020';

/**
 * Checks real responses against the served OpenAPI document: the body against the schema the
 * document gives for that path and status, and the headers it promises.
 */
export async function contractChecker(baseUrl: string) {
  const document = (await (await fetch(`${baseUrl}/openapi.json`)).json()) as any;
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  for (const [name, schema] of Object.entries(document.components.schemas)) {
    ajv.addSchema(schema as object, `#/components/schemas/${name}`);
  }
  return function check(path: string, response: { status: number; headers: Headers; body: unknown }): string[] {
    const documented = document.paths[path]?.post?.responses?.[String(response.status)];
    if (!documented) return [`${path}: status ${response.status} is not documented`];
    const problems: string[] = [];
    const ref = documented.content['application/json'].schema.$ref as string;
    const validate = ajv.getSchema(ref);
    if (!validate) return [`${ref} is missing`];
    if (!validate(response.body)) {
      problems.push(`${path} ${response.status}: ${ajv.errorsText(validate.errors)}`);
    }
    for (const header of Object.keys(documented.headers ?? {})) {
      if (response.headers.get(header) === null) problems.push(`${path} ${response.status}: header ${header} missing`);
    }
    return problems;
  };
}
