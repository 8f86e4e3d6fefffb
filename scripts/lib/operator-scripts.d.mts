// Types of operator-scripts.mjs for the tests' TypeScript.
export const OPERATOR_SCRIPTS: readonly string[];
