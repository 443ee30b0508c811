import { Suspense, useState } from 'react';
import { NavLink, Outlet, useLocation, useNavigate } from '../router';
import { useAuth } from '../AuthProvider';
import { currentBranding } from '../branding';
import { paths } from '../paths';
import { KIND_NAMES } from '../../domain/assessment-kinds';
import { Logo } from './Logo';
import { PageFailed } from './PageFailed';

/**
 * A respondent's links. The last leads the consultancy's staff to their sign-in; named "Support" it read as help for
 * the respondent, so it says what it is.
 */
const PUBLIC_LINKS = [
  { to: paths.home, label: 'Home', end: true },
  { to: paths.assessment, label: KIND_NAMES.quick, end: true },
  { to: paths.detailedAssessment, label: KIND_NAMES.detailed, end: true },
  { to: paths.login, label: 'Staff sign-in', end: false },
];

const SUPPORT_LINKS = [
  { to: paths.support, label: 'Dashboard', end: true },
  { to: paths.supportResults, label: 'Results', end: false },
  { to: paths.supportAccount, label: 'Your account', end: false },
];

/** The links only an administrator is shown, after the others: the accounts and the audit log. The server refuses both to a consultant anyway. */
const ADMINISTRATOR_LINKS = [
  { to: paths.supportAccounts, label: 'Accounts', end: false },
  { to: paths.supportAudit, label: 'Audit log', end: false },
];

/** Header with logo, navigation (a menu toggle on small screens), the page, and the footer. */
export function PublicLayout() {
  const [menuOpen, setMenuOpen] = useState(false);
  const branding = currentBranding();
  const { auth, logout } = useAuth();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const signedIn = auth.status === 'signed-in';
  const links = !signedIn ? PUBLIC_LINKS : auth.role === 'administrator' ? [...SUPPORT_LINKS, ...ADMINISTRATOR_LINKS] : SUPPORT_LINKS;

  const signOut = async () => {
    setMenuOpen(false);
    await logout();
    navigate(paths.login);
  };

  return (
    <div className="layout">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="site-header">
        <div className="site-header__inner">
          {/* Named by the words it shows, as Label in Name (WCAG 2.5.3) asks: an aria-label would replace
              them, and axe counts the "E8" drawn in the default mark as shown text. "home" is for screen readers. */}
          <NavLink to={paths.home} className="brand">
            {branding.logo ? <img className="logo" src={branding.logo.dataUrl} alt="" height={32} /> : <Logo />}
            <span className="brand__name">{branding.productName}</span>
            <span className="visually-hidden">, home</span>
          </NavLink>
          <button
            type="button"
            className="menu-toggle"
            aria-expanded={menuOpen}
            aria-controls="site-nav"
            onClick={() => setMenuOpen((open) => !open)}
          >
            <span aria-hidden="true">{menuOpen ? '✕' : '☰'}</span> Menu
          </button>
          <nav id="site-nav" aria-label="Main" className={menuOpen ? 'site-nav site-nav--open' : 'site-nav'}>
            <ul>
              {links.map((link) => (
                <li key={link.to}>
                  {/* A followed link closes the small-screen menu. */}
                  <NavLink to={link.to} end={link.end} onClick={() => setMenuOpen(false)}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
              {signedIn && (
                <li>
                  <button type="button" className="nav-button" onClick={() => void signOut()}>
                    Logout
                  </button>
                </li>
              )}
            </ul>
          </nav>
        </div>
      </header>
      {/* The footer waits with the page: shown under a "Loading..." line, the arriving page would push it down (a layout shift). */}
      <Suspense
        fallback={
          <main id="main" tabIndex={-1}>
            <p role="status">Loading...</p>
          </main>
        }
      >
        <main id="main" tabIndex={-1}>
          <PageFailed key={pathname}>
            <Outlet />
          </PageFailed>
        </main>
        <footer className="site-footer">
          <p>
            © {new Date().getFullYear()} {branding.companyName} ·{' '}
            <a href={branding.website} rel="noopener noreferrer">
              {branding.website.replace(/^https?:\/\//, '')}
            </a>{' '}
            · <a href={`mailto:${branding.contactEmail}`}>{branding.contactEmail}</a> ·{' '}
            <NavLink to={paths.privacy}>Privacy policy</NavLink>
          </p>
        </footer>
      </Suspense>
    </div>
  );
}
