// Style sheets are imported for their effect (`import './feed.css'`): webpack bundles them
// (mini-css-extract, index.mjs) and the import binds nothing. This tells the type checker so,
// which TypeScript 7 asks of every side-effect import (noUncheckedSideEffectImports).
declare module '*.css';
