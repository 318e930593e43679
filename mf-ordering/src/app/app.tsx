import { AppProvider } from './provider';
import { AppRouter } from './router';

/** Root class that scopes this remote's styles (see styles.css). */
export const ROOT_CLASS = 'mf-ordering';

/** Root component mounted by single-spa into the outlet the shell gives us (domElementGetter). */
export function App() {
  return (
    <div className={ROOT_CLASS}>
      <AppProvider>
        <AppRouter />
      </AppProvider>
    </div>
  );
}
