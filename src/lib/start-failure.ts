/**
 * Says so when the app's code cannot be loaded (a network that drops, a deployment that replaced
 * the chunks), rather than leaving a blank page: the module script, or any chunk it imports, that
 * fails fires `error` at its <script>. index.html runs this function from its own text, inline,
 * before any module (scripts/before-start.ts): it must not use anything from outside its body.
 */
export function watchStartFailure(message: string): void {
  window.addEventListener(
    'error',
    (event) => {
      const script = event.target;
      if (!(script instanceof HTMLScriptElement) || script.type !== 'module') return;
      const root = document.getElementById('root');
      if (!root || root.hasChildNodes()) return;
      const p = document.createElement('p');
      p.setAttribute('role', 'alert');
      p.className = 'mx-auto max-w-xl p-8 text-center';
      p.textContent = message;
      root.append(p);
    },
    true,
  );
}
