import type linguiMacro from '@lingui/babel-plugin-lingui-macro';
import { createCompiledCatalog } from '@lingui/cli/api';

// Babel's types as Lingui's macro plugin sees them (Babel itself is not a dependency of ours).
type PluginObj = ReturnType<typeof linguiMacro>;
type Types = Parameters<typeof linguiMacro>[0]['types'];
type ObjectProperty = ReturnType<Types['objectProperty']>;
type StringLiteral = ReturnType<Types['stringLiteral']>;
type JSXAttribute = ReturnType<Types['jsxAttribute']>;
type Properties = ReturnType<Types['objectExpression']>['properties'];
type Attributes = ReturnType<Types['jsxOpeningElement']>['attributes'];

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

export function linguiCompiledMessages({ types: t }: { types: Types }): PluginObj {
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
              message.value = t.valueToNode(compile(id.value.value, message.value.value)) as never;
            },
            JSXOpeningElement(path) {
              const id = stringAttr(path.node.attributes, 'id');
              const message = stringAttr(path.node.attributes, 'message');
              if (!id || !message) return;
              message.value = t.jsxExpressionContainer(
                t.valueToNode(compile(id.value.value, message.value.value)),
              ) as never;
            },
          });
        },
      },
    },
  };
}
