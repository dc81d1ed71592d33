import { InputError } from '../../model/errors.js';
import { explainRule, isRuleId } from '../../report/index.js';
import type { RegisterCommand } from '../context.js';

/** `toolwitness explain`. */
export const registerExplain: RegisterCommand = (program, { io }) => {
  program
    .command('explain')
    .summary('print the help of a rule')
    .argument('<rule>', 'rule id, e.g. TW103')
    .action((rule: string) => {
      const id = rule.toUpperCase();
      if (!isRuleId(id)) throw new InputError(`unknown rule "${rule}"; rule ids look like TW103`);
      io.stdout(`${explainRule(id)}\n`);
    });
};
