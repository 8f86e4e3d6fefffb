#!/usr/bin/env node
// The last step of `npm run build`: records what dist/ was built from (scripts/lib/build-stamp.mjs), which the
// e2e setup checks before it serves dist/.
import { writeBuildStamp } from './lib/build-stamp.mjs';

writeBuildStamp();
