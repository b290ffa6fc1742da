// Loaded before the shell: the one Module Federation runtime every browser container uses
// (their builds externalise '@module-federation/runtime-core' to this global, DESIGN §9).
import * as core from '@module-federation/runtime-core';

globalThis._FEDERATION_RUNTIME_CORE = core;
