import { Link } from "wouter";
import { PAGE_PATHS } from "../../page-paths.js";

export function NotFoundPage() {
  return (
    <>
      <h1>Page not found</h1>
      <p>
        There is no dashboard page at this address. Go to <Link href={PAGE_PATHS.apiAccess}>API access</Link>.
      </p>
    </>
  );
}
