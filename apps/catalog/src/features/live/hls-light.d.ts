// hls.js ships no types for its light build (no subtitles, alternate audio or DRM), the same API.
declare module 'hls.js/light' {
  export { default } from 'hls.js';
}
