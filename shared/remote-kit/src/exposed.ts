// Loading a module another remote exposes. Imported as '@cerca/remote-kit/exposed', apart from the
// root on purpose: the root is a Module Federation singleton, so a page uses whichever remote's
// copy loaded first, possibly an older release without these exports. This entry is not shared:
// each remote bundles the version it was built with.
export {
  ExposedComponent,
  type ExposedComponentId,
  type ExposedComponentProps,
} from './components/exposed-component';
export { loadExposedModule } from './exposed-module';
