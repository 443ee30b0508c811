/**
 * The app's router: the browser's history, links, and the routes of App.tsx. It does what the app asks
 * of a router and no more (docs/decisions/081-own-router.md).
 */
export { BrowserRouter, useLocation, useNavigate, useSearchParams, type NavigateOptions } from './history';
export { Link, NavLink, Navigate, type LinkProps } from './links';
export { Outlet, Route, Routes, useParams } from './routes';
export type { Location, To } from './address';
