/** The values a message's placeholders take: ids, languages, counts, a few words quoted. */
export type MessageParams = Readonly<Record<string, string | number>>;

/**
 * The names a template's placeholders use, as a type: `'duplicate folder "{{folder}}"'`
 * gives `'folder'`. A table of templates typed with it makes each caller pass exactly the
 * values its message shows.
 */
export type TemplateParams<Template extends string> =
  Template extends `${string}{{${infer Name}}}${infer Rest}` ? Name | TemplateParams<Rest> : never;

const PLACEHOLDER = /{{(\w+)}}/g;

/** The names of a template's placeholders, in order, as the interface's translations write them. */
export const placeholdersOf = (template: string): string[] =>
  [...template.matchAll(PLACEHOLDER)].map((match) => match[1]!);

/**
 * A template with its placeholders filled, written `{{name}}` as i18next writes the
 * interface's: the English of a message and its translations share their parameters. A
 * placeholder with no value stays as it is, so that a forgotten one shows.
 */
export function fillTemplate(template: string, params: MessageParams = {}): string {
  return template.replace(PLACEHOLDER, (placeholder, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : placeholder,
  );
}
