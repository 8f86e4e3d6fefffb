// The contract's `.d.ts` files tell TypeScript the exact values of each list and limit (`readonly ['STUDENT',
// …]`), so the app's types follow the contract. They are written by hand beside the CommonJS the server runs:
// this reads each declared literal type and checks that the file really exports that value, so a value added
// to one and not the other fails here instead of giving the app types the server does not honour.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, test } from 'vitest';

const dir = path.resolve(import.meta.dirname, '..', '..', 'contract');
const load = createRequire(import.meta.url);
const UNKNOWN = Symbol('not a literal type');

/** The value a literal type stands for, or UNKNOWN when the type is not made of literals only. */
function valueOf(type: ts.TypeNode): unknown {
  if (ts.isTypeOperatorNode(type) && type.operator === ts.SyntaxKind.ReadonlyKeyword) return valueOf(type.type);
  if (ts.isParenthesizedTypeNode(type)) return valueOf(type.type);
  if (ts.isTupleTypeNode(type)) {
    const items = type.elements.map(valueOf);
    return items.includes(UNKNOWN) ? UNKNOWN : items;
  }
  if (ts.isLiteralTypeNode(type)) {
    const literal = type.literal;
    if (ts.isStringLiteral(literal)) return literal.text;
    if (ts.isNumericLiteral(literal)) return Number(literal.text);
    if (
      ts.isPrefixUnaryExpression(literal) &&
      literal.operator === ts.SyntaxKind.MinusToken &&
      ts.isNumericLiteral(literal.operand)
    ) {
      return -Number(literal.operand.text);
    }
    if (literal.kind === ts.SyntaxKind.TrueKeyword) return true;
    if (literal.kind === ts.SyntaxKind.FalseKeyword) return false;
  }
  if (ts.isTypeLiteralNode(type)) {
    const out: Record<string, unknown> = {};
    for (const member of type.members) {
      if (!ts.isPropertySignature(member) || !member.type || !member.name) return UNKNOWN;
      const key = ts.isIdentifier(member.name) || ts.isStringLiteral(member.name) ? member.name.text : undefined;
      if (key === undefined) return UNKNOWN;
      const value = valueOf(member.type);
      if (value === UNKNOWN) return UNKNOWN;
      out[key] = value;
    }
    return out;
  }
  return UNKNOWN;
}

/** Every `export const` and `export function` of a declaration file, with the value its type names. */
function declarations(file: string): Map<string, unknown> {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found = new Map<string, unknown>();
  for (const statement of source.statements) {
    if (ts.isFunctionDeclaration(statement) && statement.name) found.set(statement.name.text, UNKNOWN);
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (ts.isIdentifier(declaration.name) && declaration.type) {
        found.set(declaration.name.text, valueOf(declaration.type));
      }
    }
  }
  return found;
}

/** The contract's files, those of its folders too (contract/search-engine/), by path from contract/. */
const files = fs
  .readdirSync(dir, { recursive: true, encoding: 'utf8' })
  .filter((name) => name.endsWith('.js'))
  .map((name) => name.split(path.sep).join('/'));

describe('each contract file exports exactly what its .d.ts declares', () => {
  test('every contract file has its declarations', () => {
    for (const name of files) expect(fs.existsSync(path.join(dir, name.replace(/\.js$/, '.d.ts'))), name).toBe(true);
  });

  test.each(files)('%s', (name) => {
    const exported = load(path.join(dir, name)) as Record<string, unknown>;
    const declared = declarations(path.join(dir, name.replace(/\.js$/, '.d.ts')));
    expect(Object.keys(exported).sort()).toEqual([...declared.keys()].sort());
    for (const [key, value] of declared) {
      if (value !== UNKNOWN) expect(exported[key], key).toEqual(value);
    }
  });
});
