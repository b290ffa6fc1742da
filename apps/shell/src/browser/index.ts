import { startMall } from './root-config';

// the server's data for this page, in a JSON block (CSP: no inline script runs here)
window.__MALL__ = JSON.parse(document.getElementById('mall-boot')?.textContent ?? 'null') as Window['__MALL__'];
startMall(window.__MALL__);
