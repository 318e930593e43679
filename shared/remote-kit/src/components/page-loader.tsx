import { Spinner } from '@cerca/ui';

/** Shown while a lazy page or the session loads; the spinner announces "Cargando…". */
export function PageLoader() {
  return (
    <div className="mf-page mf-center">
      <Spinner size="lg" />
    </div>
  );
}
