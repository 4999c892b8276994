import { CopyButton } from "../../components/copy-button.js";

const SDK_INSTALL = "npm install @reservation-api/sdk";
const KEY_PLACEHOLDER = "YOUR_API_KEY";

/** A first call to paste into a terminal, the API reference and the SDK. */
export function QuickStartSection({ merchantId, apiBaseUrl }: { merchantId: string; apiBaseUrl: string }) {
  const curl = `curl -s "${apiBaseUrl}/availability?date=${tomorrow()}&partySize=2" -H "Authorization: Bearer ${KEY_PLACEHOLDER}" -H "X-Merchant-Id: ${merchantId}"`;
  return (
    <section className="card" aria-labelledby="quick-start-title">
      <h2 id="quick-start-title">Try it</h2>
      <p>
        Replace <code>{KEY_PLACEHOLDER}</code> with your key and run:
      </p>
      <pre className="code-block" id="curl-line" data-testid="curl-line">
        {curl}
      </pre>
      <CopyButton value={curl} label="Copy curl command" targetId="curl-line" />
      <h3>Reference and SDK</h3>
      <ul className="link-list">
        <li>
          <a href="/docs/">API reference</a>: every endpoint, parameter and error code.
        </li>
        <li>
          TypeScript SDK: <code id="sdk-install">{SDK_INSTALL}</code>{" "}
          <CopyButton value={SDK_INSTALL} label="Copy install command" targetId="sdk-install" />
          <p className="muted">
            From its first release on npm; until then, install the tarball packed from the repository (the SDK's README shows
            how).
          </p>
        </li>
      </ul>
    </section>
  );
}

function tomorrow(): string {
  return new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
}
