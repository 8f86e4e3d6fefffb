import { createContext } from 'react';

/**
 * True only while prerendering `shell.html`, the page served for every path that has no prerendered HTML
 * of its own: the layout renders with "Loading" where the page goes, and the browser renders the real page.
 */
export const ShellModeContext = createContext(false);
