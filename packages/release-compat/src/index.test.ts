import { describe, expect, it } from 'vitest';
import { incompatibilities, sharedOfManifest } from './index';

describe('release compatibility', () => {
  const shell = { react: '19.3.1', '@mall/shared-state': '1.2.0' };

  it('accepts a remote built against the same or an older minor of what the shell ships', () => {
    expect(incompatibilities({ react: '^19.0.0', '@mall/shared-state': '^1.1.0' }, shell)).toEqual([]);
  });

  it('names each singleton the shell ships too old or of another major, in Chinese', () => {
    expect(incompatibilities({ '@mall/shared-state': '^1.3.0', react: '^20.0.0' }, shell)).toEqual([
      '@mall/shared-state 需要 ^1.3.0，商城外壳提供 1.2.0',
      'react 需要 ^20.0.0，商城外壳提供 19.3.1',
    ]);
    expect(incompatibilities({ react: 'not a range' }, shell)).toHaveLength(1);
  });

  it('ignores what the shell does not share (the remote brings its own copy)', () => {
    expect(incompatibilities({ lodash: '^4.0.0' }, shell)).toEqual([]);
  });

  it('reads the shared versions of a build manifest', () => {
    const manifest = { shared: [{ name: 'react', version: '19.3.1', requiredVersion: '^19.0.0' }, { name: 'x' }] };
    expect(sharedOfManifest(manifest, 'requiredVersion')).toEqual({ react: '^19.0.0' });
    expect(sharedOfManifest(manifest, 'version')).toEqual({ react: '19.3.1' });
  });
});
