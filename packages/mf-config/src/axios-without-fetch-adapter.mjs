// Stands in for axios/lib/adapters/fetch.js in the browser builds (see webpack.js): axios picks
// its xhr adapter in a browser, and @mall/api-client never asks for 'fetch'. Asked for anyway,
// axios answers "adapter fetch is not available in the build".
export const getFetch = () => null;

export default null;
