import { Children, createContext, isValidElement, useContext, type ReactElement, type ReactNode } from 'react';
import { matchPattern } from './address';
import { useLocation } from './history';

interface RouteProps {
  /** The pattern ("/a/:id", or "*" for any path); a route without one, and not `index`, only lays out the routes inside it. */
  path?: string;
  /** The route for its parent's own path. */
  index?: boolean;
  element?: ReactNode;
  children?: ReactNode;
}

/** One route of <Routes>: read by <Routes>, never rendered itself. */
export function Route(props: RouteProps): ReactElement | null {
  void props;
  return null;
}

/** A matched route: the elements from the outermost layout to the page, and the path's values. */
interface Match {
  elements: ReactNode[];
  params: Record<string, string>;
}

/** The first route, in the order written, whose pattern matches, with the layouts around it. */
function firstMatch(children: ReactNode, pathname: string, layouts: ReactNode[]): Match | undefined {
  for (const child of Children.toArray(children)) {
    if (!isValidElement<RouteProps>(child) || child.type !== Route) continue;
    const { path, index, element, children: inner } = child.props;
    if (path === undefined && !index) {
      const match = firstMatch(inner, pathname, [...layouts, element]);
      if (match) return match;
      continue;
    }
    const params = matchPattern(index ? '/' : (path ?? '/'), pathname);
    if (params) return { elements: [...layouts, element], params };
  }
  return undefined;
}

const OutletContext = createContext<Match>({ elements: [], params: {} });

/** The element of the route that matches this address, inside its layouts; nothing when none matches. */
export function Routes({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const match = firstMatch(children, pathname, []);
  if (!match) return null;
  return <Level match={match} depth={0} />;
}

function Level({ match, depth }: { match: Match; depth: number }) {
  return <OutletContext.Provider value={{ ...match, elements: match.elements.slice(depth + 1) }}>{match.elements[depth]}</OutletContext.Provider>;
}

/** Where a layout shows the route inside it. */
export function Outlet() {
  const match = useContext(OutletContext);
  if (match.elements.length === 0) return null;
  return <Level match={match} depth={0} />;
}

/** The values of the matched route's `:name` segments. */
export function useParams(): Record<string, string | undefined> {
  return useContext(OutletContext).params;
}
