import '@testing-library/jest-dom/vitest';
import './i18n';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import * as rtl from '@testing-library/react';
import { createElement, StrictMode, type ComponentType, type ReactNode } from 'react';
import { afterEach, vi } from 'vitest';

type Wrapper = ComponentType<{ children: ReactNode }>;

/** The app's StrictMode and I18nProvider around a test's own wrapper, if any. */
const withI18n =
  (Inner?: Wrapper): Wrapper =>
  ({ children }) =>
    createElement(
      StrictMode,
      null,
      createElement(
        I18nProvider,
        { i18n },
        Inner ? createElement(Inner, null, children) : children,
      ),
    );

// Components render inside the app's StrictMode and I18nProvider, as they do in the app.
vi.mock('@testing-library/react', async (importOriginal) => {
  const original = await importOriginal<typeof rtl>();
  const render = ((ui: ReactNode, options?: rtl.RenderOptions) =>
    original.render(ui, {
      ...options,
      wrapper: withI18n(options?.wrapper as Wrapper | undefined),
    })) as unknown as typeof rtl.render;
  const renderHook: typeof rtl.renderHook = (hook, options) =>
    original.renderHook(hook, {
      ...options,
      wrapper: withI18n(options?.wrapper as Wrapper | undefined),
    });
  return { ...original, render, renderHook };
});

afterEach(() => {
  rtl.cleanup();
});
