import type { RuleSpec } from './spec.js';

/** Rules of this area; ids are allocated in the lead's plan (see README rule table). */
export const CONFIG_RULES: readonly RuleSpec[] = [];
