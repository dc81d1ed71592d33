/**
 * The steering patterns of TW521 (cross-tool-steering) whose targets are classified against the
 * scan's tool and server names (see `rules/cross-tool-steering.ts`); every other poisoning pattern is in the signal
 * table (`signals.ts`). Patterns run over folded text (see `normalize.ts`).
 */

/** `do not`, `don't`, `never`, … */
const NEG_WORDS = String.raw`do not|don't|dont|never|must not|should not|shouldn't|you must not|you should not`;

const VERB = String.raw`(?:use|using|call|calling|invoke|invoking|trust|trusting|rely on|relying on|choose|choosing|pick|select|selecting|try|trying)`;

/**
 * TW521 anchors: wording that steers away from something; the text after it (up to
 * punctuation) is the target, classified by `GENERIC_TARGET` or by tool and server names.
 */
export const STEERING_ANCHOR = new RegExp(
  [
    String.raw`\b(?:instead of|rather than|in place of|in favou?r of)\s+`,
    String.raw`\b(?:${NEG_WORDS}|cannot|can't)(?:\s+ever)?\s+${VERB}\s+`,
    String.raw`\bavoid(?:\s+${VERB})?\s+`,
    String.raw`\b(?:prefer|favou?r|prioriti[sz]e)\s+this\s+(?:tool|function|server)\s+(?:over|to|above)\s+`,
    String.raw`\b(?:replaces?|supersedes?|takes precedence over|is better than|is superior to)\s+`,
    String.raw`\b(?:ignore|disregard)\s+`,
  ].join('|'),
  'g',
);

/** A target that means "the other tools or servers" (a tool word is required). */
export const GENERIC_TARGET =
  /^(?:(?:the|any|all|an?|every|your)\s+)*(?:(?:other|another|competing|alternative|third[- ]party|rival|similar|built[- ]?in|native|remaining)\b[^.;,!?]{0,40}?\b(?:tools?|functions?|servers?|mcps?|plugins?|providers?|integrations?)\b|(?:tools?|functions?)\s+(?:from|of|on|in|provided by)\s+(?:(?:any|an?|the)\s+)?(?:other|another|different)\s+(?:mcp\s+)?servers?\b)/;

/** "always use this tool for all …": a claim to every call of a kind. */
export const EXCLUSIVE_USE =
  /\b(?:always|exclusively|only ever)\s+(?:use|call|choose)\s+this\s+(?:tool|function|server)\s+(?:for|when)\s+(?:all|any|every)\b/;

/** Where another tool's name is told how to behave: "when calling X", "X must …". */
export const NAMED_BEHAVIOUR = [
  /\b(?:when|whenever|before|after|if)\s+(?:you\s+)?(?:use|using|call|calling|invoke|invoking|run|running)\s+(?:the\s+)?[`'"]?([\w.:/-]+)/g,
  /(?:^|[\s`'"(])([\w.:/-]+)[`'"]?\s+(?:tool\s+)?(?:must|should|shall|needs to|has to)\s+(?:always\s+)?(?:send|forward|include|add|use|call|bcc|cc)\b/g,
] as const;
