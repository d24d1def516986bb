import type linguiMacro from '@lingui/babel-plugin-lingui-macro';
import { createCompiledCatalog, getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';

// Babel's types as Lingui's macro plugin sees them (Babel itself is not a dependency of ours).
type PluginObj = ReturnType<typeof linguiMacro>;
type Types = Parameters<typeof linguiMacro>[0]['types'];
type ObjectProperty = ReturnType<Types['objectProperty']>;
type StringLiteral = ReturnType<Types['stringLiteral']>;
type JSXAttribute = ReturnType<Types['jsxAttribute']>;
type Properties = ReturnType<Types['objectExpression']>['properties'];
type Attributes = ReturnType<Types['jsxOpeningElement']>['attributes'];

/** Generated message id → the key the message is looked up by (linguiMessageKeys). */
export type MessageKeys = ReadonlyMap<string, string>;

/**
 * Runs after Lingui's macro and replaces each message's source text (`message: "{n} blocks"`)
 * with its compiled form, the one a catalog would hold. Lingui falls back to that message when
 * the active catalog lacks the id, and a compiled message needs no run-time compiler (7 kB gzip,
 * left out of production builds): English is served from the code itself with no catalog, and a
 * Russian catalog missing a key still shows the English text, placeholders filled in.
 */
function compile(id: string, message: string): unknown {
  const { source, errors } = createCompiledCatalog('en', { [id]: message }, { namespace: 'json' });
  if (errors.length) throw new Error(`Message ${id} does not compile: ${message}`);
  return (JSON.parse(source) as { messages: Record<string, unknown> }).messages[id];
}

/**
 * The key each catalogued message is looked up by, in the code and in the Russian catalog alike
 * (scripts/ru-catalogs.ts). A plain message (compiled, the text itself; no context) is its own key: a
 * call then carries the English text alone (`i18n._("Blocks")`) rather than a hashed id and the
 * text (`i18n._({id:"Rvf+aB",message:["Blocks"]})`), ~9 bytes gzip less each. The others get a
 * short key in the catalog's order (`"1k"` for `"Rvf+aB"`: a random hash packs badly). Read from
 * the English catalog: a message not extracted yet keeps its id (and English) until
 * `npm run i18n:extract`.
 */
export async function linguiMessageKeys(): Promise<MessageKeys> {
  const config = getConfig();
  const keys = new Map<string, string>();
  for (const catalog of await getCatalogs(config)) {
    const entries = await catalog.read(config.sourceLocale ?? 'en');
    const texts = new Set<string>();
    const others: string[] = [];
    for (const [id, entry] of Object.entries(entries)) {
      const text = entry.message;
      // `message` is set for generated ids only; an explicit id stays the message's key.
      if (!text) continue;
      const compiled = compile(id, text);
      const plain = Array.isArray(compiled) && compiled.length === 1 && compiled[0] === text;
      if (plain && !entry.context && !(text in entries)) {
        keys.set(id, text);
        texts.add(text);
      } else others.push(id);
    }
    let n = 0;
    for (const id of others) {
      let key: string;
      // Never a text's key, nor another message's id.
      do key = (n++).toString(36);
      while (texts.has(key) || key in entries);
      keys.set(id, key);
    }
  }
  return keys;
}

export const linguiCompiledMessages =
  (keys: MessageKeys) =>
  ({ types: t }: { types: Types }): PluginObj => {
    const stringProp = (props: Properties, name: string) =>
      props.find(
        (p): p is ObjectProperty & { value: StringLiteral } =>
          t.isObjectProperty(p) && t.isIdentifier(p.key, { name }) && t.isStringLiteral(p.value),
      );
    const stringAttr = (attrs: Attributes, name: string) =>
      attrs.find(
        (a): a is JSXAttribute & { value: StringLiteral } =>
          t.isJSXAttribute(a) && t.isJSXIdentifier(a.name, { name }) && t.isStringLiteral(a.value),
      );
    // `const { _: _t } = useLingui()`, as the macro writes the hook's lookup.
    const isLinguiUnderscore = (declarator: Parameters<Types['isVariableDeclarator']>[0]) =>
      t.isVariableDeclarator(declarator) &&
      t.isObjectPattern(declarator.id) &&
      declarator.id.properties.some(
        (p) => t.isObjectProperty(p) && t.isIdentifier(p.key, { name: '_' }),
      );
    return {
      name: 'lingui-compiled-messages',
      visitor: {
        // The macro expands on the program's entry; this runs on its exit, over the macro's output.
        Program: {
          exit(program) {
            // Only the macro's output: it imports Lingui's run time (the macro's own import is gone).
            const usesLingui = program.node.body.some(
              (s) => t.isImportDeclaration(s) && /^@lingui\/(core|react)$/.test(s.source.value),
            );
            if (!usesLingui) return;
            program.traverse({
              ObjectExpression(path) {
                const id = stringProp(path.node.properties, 'id');
                const message = stringProp(path.node.properties, 'message');
                if (!id || !message) return;
                const source = id.value.value;
                const key = keys.get(source);
                // Extraction's notes, which the run time never reads.
                if (key) {
                  path.node.properties = path.node.properties.filter(
                    (p) =>
                      !(
                        t.isObjectProperty(p) &&
                        t.isIdentifier(p.key) &&
                        /^(context|comment)$/.test(p.key.name)
                      ),
                  );
                }
                if (key === message.value.value && path.node.properties.length === 2) {
                  const text = key;
                  // A lookup's own argument, or <Trans>'s props: the text alone. A descriptor kept
                  // for later (`msg`) stays whole, since code may read its id.
                  const parent = path.parentPath;
                  if (parent.isCallExpression() && path.listKey === 'arguments' && path.key === 0) {
                    const callee = parent.node.callee;
                    const lookup =
                      (t.isMemberExpression(callee) &&
                        t.isIdentifier(callee.property, { name: '_' })) ||
                      (t.isIdentifier(callee) &&
                        isLinguiUnderscore(path.scope.getBinding(callee.name)?.path.node));
                    if (lookup) {
                      path.replaceWith(t.stringLiteral(text));
                      return;
                    }
                  }
                  if (parent.isJSXSpreadAttribute()) {
                    parent.replaceWith(
                      t.jsxAttribute(
                        t.jsxIdentifier('id'),
                        t.jsxExpressionContainer(t.stringLiteral(text)),
                      ),
                    );
                    return;
                  }
                }
                message.value = t.valueToNode(compile(source, message.value.value)) as never;
                if (key) id.value = t.stringLiteral(key);
              },
              JSXOpeningElement(path) {
                const id = stringAttr(path.node.attributes, 'id');
                const message = stringAttr(path.node.attributes, 'message');
                if (!id || !message) return;
                const key = keys.get(id.value.value);
                message.value = t.jsxExpressionContainer(
                  t.valueToNode(compile(id.value.value, message.value.value)),
                ) as never;
                if (key) id.value = t.stringLiteral(key);
              },
            });
          },
        },
      },
    };
  };
