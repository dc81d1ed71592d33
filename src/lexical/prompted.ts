/**
 * A language model's prompt tools. LLM servers name the tool that sends the model a prompt for
 * the model, the product or the request (`codex`, `ask-gemini-edit`: "Execute Codex CLI …",
 * "Send a code edit request to Gemini CLI"), not for a thing the lexicon knows; what says its job
 * is that it must be given the prompt (or the messages) to answer. Such a tool asks the model for a
 * completion, as the kind's chat and completion tools do (see `KIND_JOBS`).
 */
import { isKnownObjectWord } from './lexicon.js';
import { firstSentence, type ToolModel } from './tool-model.js';
import { splitIdentifier } from './tokenize.js';
import { stem } from './words.js';

const LLM_KIND = 'llm';

/** Parameters that carry what the model is to answer. */
const PROMPT_PARAMETERS: ReadonlySet<string> = new Set(['prompt', 'messages']);

/** Objects the kind already reads as an exchange with the model (see `KIND_JOBS`' llm rule). */
const EXCHANGE_OBJECTS: ReadonlySet<string> = new Set(
  ['chat', 'completion', 'prompt', 'response', 'task', 'request'].map(stem),
);

const COMPLETION = stem('completion');

/**
 * Media a model makes from a prompt: a tool whose first sentence names one (`continue_editing`:
 * "Continue editing the LAST generated/edited image") makes that, not a text completion.
 */
const MEDIA: ReadonlySet<string> = new Set(
  ['image', 'picture', 'photo', 'video', 'audio', 'speech', 'voice', 'music', 'svg'].map(stem),
);

/**
 * An LLM server's tool with its job read as a completion when it requires a prompt (or messages)
 * and its own words name no thing but the exchange (an image generator's `generate_image` still
 * makes images, and so does a tool whose first sentence names a medium); tools of other kinds,
 * and the rest, are unchanged.
 */
export function withPromptedCompletion(
  kind: string | undefined,
  model: ToolModel,
  required: readonly string[],
  description: string,
): ToolModel {
  if (kind !== LLM_KIND || !required.some((p) => PROMPT_PARAMETERS.has(p))) return model;
  const head = model.object.at(-1);
  if (head !== undefined && isKnownObjectWord(head) && !EXCHANGE_OBJECTS.has(head)) return model;
  const headline = splitIdentifier(firstSentence(description)).map((w) => stem(w));
  if (headline.some((w) => MEDIA.has(w))) return model;
  return { ...model, action: 'generate', object: [COMPLETION] };
}
