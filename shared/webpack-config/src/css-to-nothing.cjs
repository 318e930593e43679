// A remote's server build draws markup only: the browser build links the styles, so a stylesheet
// imported by a component becomes an empty module here.
module.exports = () => '';
