// Which rules fired, in the order normalization applied them (from the trace, never recomputed).
import type { AppliedRule, FailureRule } from '../../protocol/completion/completionTrace';
import { appliedRuleText, failureRuleText } from './ruleText';

interface RulesListProps {
  rules: readonly AppliedRule[];
  /** The rule that refused the output, when one did (the hand box knows it; the wire never says). */
  refused?: FailureRule;
}

export function RulesList({ rules, refused }: RulesListProps) {
  return (
    <section aria-label="Rules fired">
      <h4>Rules fired</h4>
      <ol className="rules">
        {rules.map((rule, i) => (
          <li key={i}>{appliedRuleText(rule)}</li>
        ))}
        {refused && <li className="error-text">{failureRuleText(refused)}</li>}
      </ol>
    </section>
  );
}
