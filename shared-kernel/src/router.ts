/**
 * The router every app uses: one shared instance, and only the part of react-router the apps
 * use. A shared module is shipped whole, so sharing react-router-dom itself would download all
 * of it; this facade is shared instead and webpack drops the rest of react-router inside it.
 * Import routing from '@parts/shared-kernel/router', never from react-router-dom (lint says so).
 */
export {
  BrowserRouter,
  Link,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  matchPath,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
} from 'react-router-dom';
