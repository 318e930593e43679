// The router the shell and every remote share, as one Module Federation singleton: a remote's
// <Link> must find the <BrowserRouter> that remote-kit mounts, whichever build carried them.
//
// Why a package of its own rather than sharing react-router-dom: a shared module is built whole,
// since the build cannot know what other apps will import from it. react-router-dom re-exports
// all of react-router (data routers, server rendering, cookies), 58 KB compressed in every
// remote. Sharing these names alone lets the build drop the rest: 12 KB. An app that needs
// another part of react-router adds its name here (the lint forbids importing react-router
// anywhere else).
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
