import { startMall } from './root-config';

startMall(window.__MALL__);
