import { transformAsync, type PluginItem } from '@babel/core';
import type { Plugin } from 'vite';

/** The modules that use a Lingui macro import it from one of these. */
const MACRO_IMPORT = /from\s+['"]@lingui\/(?:core|react)\/macro['"]/;

/**
 * Runs Lingui's macros (and what follows them, `plugins`) through Babel in the modules that import
 * a macro, before any other transform; every other module skips Babel. Given Babel plugins,
 * @vitejs/plugin-react would put every module of the app through Babel, half of which use no macro,
 * and the build's transforms would cost twice Vite's own (esbuild strips the types and JSX).
 */
export function linguiMacros(plugins: PluginItem[]): Plugin {
  return {
    name: 'lingui-macros',
    enforce: 'pre',
    transform: {
      filter: {
        id: { include: /\.[cm]?[jt]sx?(\?|$)/, exclude: /\/node_modules\// },
        code: MACRO_IMPORT,
      },
      async handler(code, id) {
        const [file = id] = id.split('?');
        const result = await transformAsync(code, {
          babelrc: false,
          configFile: false,
          filename: file,
          sourceFileName: file,
          sourceMaps: true,
          parserOpts: {
            sourceType: 'module',
            allowAwaitOutsideFunction: true,
            // A .ts module cannot hold JSX, and `<T>(x) => …` there is a type parameter.
            plugins: /\.[cm]?tsx?$/.test(file)
              ? file.endsWith('x')
                ? ['typescript', 'jsx']
                : ['typescript']
              : ['jsx'],
          },
          generatorOpts: { importAttributesKeyword: 'with' },
          plugins,
        });
        if (!result?.code) return null;
        return { code: result.code, map: result.map };
      },
    },
  };
}
