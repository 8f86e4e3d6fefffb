// User roles and the default one (contract/roles.js).
export { DEFAULT_ROLE, ROLES } from '@contract/roles.js';
