/**
 * A documentation tool told which library to document (Context7's `query-docs`, vibgrate's
 * `library_docs`) reads any library's reference: a product's own guides, examples and API
 * reference (Mastra's migration guide, PrimeVue's examples) are pages it serves too, so an agent
 * asked for them may pick either. What a product's server offers besides its pages (a component
 * listing, changelogs, versions, validation) is another job.
 */
import { firstSentence, type ToolModel } from './tool-model.js';
import { splitIdentifier } from './tokenize.js';
import { stem } from './words.js';

const DOCUMENTATION = stem('documentation');
const LIST = stem('list');

/** What a documentation tool may be told to document: a library, a package, a framework. */
const LIBRARY_WORDS: ReadonlySet<string> = new Set(['library', 'package', 'framework']);
const LIBRARY_STEMS: ReadonlySet<string> = new Set([...LIBRARY_WORDS].map(stem));

/** Words of server names that name no product (`mcp-figma`, `mastra-docs`). */
const NO_PRODUCT_WORDS: ReadonlySet<string> = new Set(['mcp', 'server', 'docs', 'doc', 'api']);

/** The words of a server's name that name its product (`mastra-docs`: `mastra`). */
export function serverProductWords(server: string): string[] {
  return splitIdentifier(server).filter((w) => w.length >= 3 && !NO_PRODUCT_WORDS.has(w));
}

/**
 * Whether a parameter names the library to document (`libraryId`, `libraryName`, `package`), or,
 * given a tool's name, whether the name says it documents any library (`library_docs`).
 */
function namesLibrary(parameters: readonly string[]): boolean {
  return parameters.some((p) => LIBRARY_WORDS.has(splitIdentifier(p)[0]?.toLowerCase() ?? ''));
}

/**
 * Whether a tool's first sentence says whose documentation it serves by its server's product
 * ("Search AG Grid documentation", "guides on Mastra concepts") and not "any library": its library
 * or framework parameter then picks among that product's packages or bindings.
 */
function documentsOwnProduct(tool: { description?: string; server: string }): boolean {
  const sentence = firstSentence(tool.description ?? '');
  // Whole words too: "TailwindCSS" names the server `tailwindcss`.
  const words = new Set([
    ...splitIdentifier(sentence),
    ...sentence.toLowerCase().split(/[^\p{L}\p{N}]+/u),
  ]);
  if (words.has('any')) return false;
  return serverProductWords(tool.server).some((w) => words.has(w));
}

/**
 * Whether a tool documents any library it is told of (Context7's `libraryId`, a tool named
 * `library_docs`), rather than one product's.
 */
export function documentsAnyLibrary(
  tool: { name: string; description?: string; server: string },
  parameters: readonly string[],
): boolean {
  return (namesLibrary(parameters) || namesLibrary([tool.name])) && !documentsOwnProduct(tool);
}

/**
 * A model of a tool told which library to document without the word `library` before its
 * documentation (`library_docs`, `get-library-docs`): any library's documentation is
 * documentation.
 */
export function withoutLibraryWords(model: ToolModel): ToolModel {
  // Only before its documentation: a framework's symbols are the framework's (Apple's).
  if (model.object.at(-1) !== DOCUMENTATION) return model;
  const object = model.object.filter(
    (w, i) => i === model.object.length - 1 || !LIBRARY_STEMS.has(w),
  );
  return object.length === model.object.length ? model : { ...model, object };
}

/** What a library's documentation pages hold. */
const DOC_CONTENT: ReadonlySet<string> = new Set(
  ['documentation', 'guide', 'example', 'reference', 'tutorial'].map(stem),
);

/** One side of a pair: its job, its server, and whether it is told which library to document. */
export interface DocsTool {
  model: ToolModel;
  server: string;
  anyLibrary?: boolean;
}

/** Whether a job reads or searches documentation (a listing of it reads it too: `get_docs`). */
function readsDocumentation(m: ToolModel): boolean {
  return (
    (m.action === 'read' || m.action === 'search' || m.action === 'list') &&
    m.object.at(-1) === DOCUMENTATION
  );
}

/**
 * Whether a job reads documentation pages: a read or a search of them, or a listing named by
 * another verb (`workos_docs`: "get the docs"); one that lists them by name
 * (`list_voltagent_docs`) names the pages, it does not read them.
 */
function readsDocPages(m: ToolModel): boolean {
  if (!DOC_CONTENT.has(m.object.at(-1) ?? '')) return false;
  if (m.action === 'read' || m.action === 'search') return true;
  return m.action === 'list' && m.verb !== undefined && stem(m.verb) !== LIST;
}

/** Whether `g`, told which library to document, covers `o`'s reading of one product's pages. */
export function libraryDocsCovers(g: DocsTool, o: DocsTool): boolean {
  return (
    g.anyLibrary === true &&
    o.anyLibrary !== true &&
    g.server !== o.server &&
    readsDocumentation(g.model) &&
    readsDocPages(o.model)
  );
}

/** Whether an entry reads a product's documentation pages (the other side of the cover). */
export function readsProductDocs(o: DocsTool): boolean {
  return o.anyLibrary !== true && readsDocPages(o.model);
}

/** Whether an entry is told which library to document and reads its documentation. */
export function readsAnyLibraryDocs(g: DocsTool): boolean {
  return g.anyLibrary === true && readsDocumentation(g.model);
}
