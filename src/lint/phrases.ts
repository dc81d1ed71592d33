/**
 * The phrase patterns of TW520 (instruction-in-description) and TW521 (cross-tool-steering),
 * in one place. Patterns run over folded text (see `text.ts`): lower case, NFKC, invisibles
 * removed, look-alikes mapped to ASCII, whitespace collapsed. They look for text addressed to
 * the model, never for single words such as "important" or "instead".
 */

/** `do not`, `don't`, `never`, … */
const NEG_WORDS = String.raw`do not|don't|dont|never|must not|should not|shouldn't|you must not|you should not`;
const NEG = `(?:${NEG_WORDS})`;

/** TW520 categories: name and patterns. `words` patterns see word text, `folded` ones punctuation too. */
export interface PhraseRule {
  category: string;
  /** Over `wordText(folded)`: punctuation is space. */
  words?: readonly RegExp[];
  /** Over the folded text, punctuation kept. */
  folded?: readonly RegExp[];
  /** Over `letterText(folded)`: letters only, for letter-spaced obfuscation. */
  letters?: readonly RegExp[];
}

export const INSTRUCTION_PHRASES: readonly PhraseRule[] = [
  {
    category: 'override-instructions',
    words: [
      /\b(?:ignore|disregard|forget|override|bypass)\s+(?:(?:all|any|the|your|of|these|those|every|my)\s+)*(?:previous|prior|preceding|earlier|above|former|original|initial|system|safety|developer)\s+(?:instructions?|prompts?|rules?|directions?|directives?|guidelines?|messages?|context|constraints?|guardrails?|polic(?:y|ies))\b/,
      /\b(?:ignore|disregard|forget)\s+(?:all|any|every)\s+(?:other\s+)?(?:instructions?|prompts?|directives?|guidelines?)\b/,
      /\b(?:new|updated|real|actual|true|secret)\s+(?:system\s+)?instructions\s*(?:are|follow)\b/,
    ],
    letters: [
      /(?:ignore|disregard|forget)(?:all|any|the|your)*(?:previous|prior|preceding|earlier|above)(?:instructions?|prompts?|rules?|directions?|messages?)/,
    ],
  },
  {
    category: 'conceal-from-user',
    words: [
      new RegExp(
        String.raw`\b${NEG}\s+(?:ever\s+)?(?:tell|inform|notify|alert|warn|let)\s+(?:the|your)\s+user\b`,
      ),
      /\bwithout\s+(?:telling|informing)\s+(?:the|your)\s+user\b/,
      new RegExp(
        String.raw`\b${NEG}\s+(?:mention|reveal|disclose|say|show)\s+(?:this|that|it|these|any of this)\b[^.]{0,30}\bto\s+(?:the|your)\s+user\b`,
      ),
      new RegExp(
        String.raw`\b${NEG}\s+(?:mention|reveal|disclose)\s+(?:that you|this (?:instruction|step|note|requirement|message)|these instructions|the instructions)\b`,
      ),
      /\b(?:keep|hide)\s+(?:this|it|these|that)\s+(?:\w+\s+)?from\s+(?:the|your)\s+user\b/,
      /\bthe user (?:must|should|does|will) not (?:know|see|notice|find out|be told)\b/,
    ],
  },
  {
    category: 'hidden-tag',
    folded: [
      /<\s*\/?\s*(?:important|system|instructions?|secret|hidden|admin|override|assistant|sys|system[-_ ]?prompt)\s*(?:\s[^<>]{0,40})?>/,
      /<\|\s*(?:im_start|im_end|system|endoftext|start_header_id|end_header_id)\s*\|>/,
      /\[\/?inst\]|<<\/?sys>>/,
    ],
  },
];

/** Files and stores no tool description has reason to send anywhere. */
export const SENSITIVE_FILE =
  /(?:~|\$home|%userprofile%|\/home\/[\w.-]+|\/users\/[\w.-]+|\/root)\/\.(?:ssh|aws|gnupg|kube|docker|azure|cursor|claude|codex|netrc|npmrc|pypirc|git-credentials|env|bash_history|zsh_history)|\bid_(?:rsa|dsa|ecdsa|ed25519)\b|\.ssh\/|\/etc\/(?:passwd|shadow|sudoers)\b|\.aws\/credentials|\bmcp\.json\b|\bclaude_desktop_config\b|(?:^|[\s`'"(])\.env\b|\.netrc\b|\.npmrc\b|\.pypirc\b|\.git-credentials\b|\bkubeconfig\b|\bwallet\.dat\b/;

/** What the model is told to do before the tool may be used. */
export const PRECONDITION =
  /\b(?:before|prior to)\s+(?:you\s+)?(?:use|using|call|calling|invoke|invoking|run|running|execute|executing)\s+(?:this|the)\s+(?:tool|function)\b/;

/** Wording that moves content into an argument or out to somewhere. */
export const MOVE_CONTENT =
  /\b(?:pass|send|include|put|insert|add|append|attach|embed|provide|copy|paste|upload|forward|post|transmit|leak)\s+(?:its|their|the|this|that|those|all|your)\b[^.;]{0,40}?\b(?:contents?|text|data|values?|output|keys?)\b/;

/** Sending something to an outside address. */
export const SEND_OUT =
  /\b(?:send|post|upload|forward|transmit|exfiltrate|leak|e-?mail)\b[^.;]{0,80}?\bto\s+(?:https?:\/\/|(?:the\s+|this\s+|an?\s+)?(?:following\s+|external\s+|remote\s+)?(?:url|endpoint|webhook|server|address|e-?mail))/;

/** What a description has no business moving anywhere: the agent's own context and secrets. */
export const CONTEXT_SECRET =
  /\b(?:system prompt|your instructions|(?:previous|prior|earlier) messages|(?:conversation|chat) history|environment variables|api keys|secrets|credentials|passwords|access tokens|private keys?)\b/;

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
