import { Link, useRoute } from "wouter";
import { NAVIGATION } from "../page-paths.js";

/** Links to the signed-in pages; the current one is marked for sight and for screen readers. */
export function MainNavigation() {
  return (
    <nav className="main-navigation" aria-label="Dashboard">
      <ul>
        {NAVIGATION.map((item) => (
          <NavigationLink key={item.path} path={item.path} label={item.label} />
        ))}
      </ul>
    </nav>
  );
}

function NavigationLink({ path, label }: { path: string; label: string }) {
  // A page's own sub-pages (an endpoint, a log entry) keep its tab marked.
  const [current] = useRoute(`${path}/*?`);
  return (
    <li>
      <Link href={path} aria-current={current ? "page" : undefined}>
        {label}
      </Link>
    </li>
  );
}
