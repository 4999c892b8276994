import { describeAccountState, type AccountStateInput } from "./account-state.js";

export function AccountStateSection({ overview }: { overview: AccountStateInput }) {
  return (
    <section className="card" aria-labelledby="account-state-title">
      <h2 id="account-state-title">Account state</h2>
      <p className="muted">Set by the operator; they decide whether API calls are served.</p>
      <dl className="state-list">
        {describeAccountState(overview).map((line) => (
          <div key={line.label} className={line.blocking ? "state blocking" : "state"}>
            <dt>{line.label}</dt>
            <dd>
              <strong>{line.value}</strong>
              <span className="state-meaning">{line.meaning}</span>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
