import { useCallback } from 'react';
import { useIntl, type PrimitiveType } from 'react-intl';
import type en from '../../../lang/en.json';

/** Ids are typed from lang/en.json (a unit test keeps the three files' keys identical): a typo fails the typecheck. */
export type MessageId = keyof typeof en;
export type MessageValues = Record<string, PrimitiveType>;
export type Translate = (id: MessageId, values?: MessageValues) => string;

/** `t(id, values)`: the plain-text translation of a message of lang/*.json. */
export function useT(): Translate {
  const intl = useIntl();
  return useCallback((id, values) => intl.formatMessage({ id }, values), [intl]);
}
