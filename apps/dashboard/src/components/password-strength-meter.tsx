import type { PasswordAssessment } from "@reservation-api/contract/password-policy";

/**
 * zxcvbn's score as a bar the browser colours (red below `low`, amber up to `high`, green above),
 * with the policy's advice while the password would be refused. Screen readers hear each change.
 */
export function PasswordStrengthMeter({
  assessment,
  showAdvice,
}: {
  assessment: PasswordAssessment | undefined;
  /** Off while the field shows an error of its own, so the same words do not appear twice. */
  showAdvice: boolean;
}) {
  return (
    <div className="strength" aria-live="polite">
      {assessment !== undefined && (
        <>
          {/* One more than the score, so that a score of 0 still shows a sliver of red. */}
          <meter min={0} max={5} low={3} high={3.5} optimum={5} value={assessment.score + 1} aria-label="Password strength" />
          <p className="strength-label">
            Strength: <strong>{assessment.label}</strong>
          </p>
          {showAdvice && assessment.problem !== undefined && <p className="field-hint">{assessment.problem}</p>}
        </>
      )}
    </div>
  );
}
