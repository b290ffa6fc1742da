export { localKey as releaseKey } from '../../lib/local-key';
