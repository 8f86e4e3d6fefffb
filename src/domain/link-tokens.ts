// The shape of the one-time tokens Rayek's mailed links carry (contract/link-tokens.js).
export { isLinkToken } from '@contract/link-tokens.js';
