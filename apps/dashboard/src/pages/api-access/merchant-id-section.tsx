import { CopyButton } from "../../components/copy-button.js";

export function MerchantIdSection({ merchantId }: { merchantId: string }) {
  return (
    <section className="card" aria-labelledby="merchant-id-title">
      <h2 id="merchant-id-title">Merchant id</h2>
      <p className="muted">Send it in the X-Merchant-Id header of every API call.</p>
      <div className="value-row">
        <code id="merchant-id" className="value" data-testid="merchant-id">
          {merchantId}
        </code>
        <CopyButton value={merchantId} label="Copy merchant id" targetId="merchant-id" />
      </div>
    </section>
  );
}
