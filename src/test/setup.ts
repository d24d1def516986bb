import '@testing-library/jest-dom/vitest';
import './i18n';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import * as rtl from '@testing-library/react';
import { createElement, type ComponentType, type ReactNode } from 'react';
import { afterAll, afterEach, vi } from 'vitest';

type Wrapper = ComponentType<{ children: ReactNode }>;

/** The app's I18nProvider around a test's own wrapper, if any. */
const withI18n =
  (Inner?: Wrapper): Wrapper =>
  ({ children }) =>
    createElement(I18nProvider, { i18n }, Inner ? createElement(Inner, null, children) : children);

// Components render inside the app's I18nProvider, as they do in the app.
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

// Preact runs effects after the next frame, with a 35 ms timer as its fallback (its hooks'
// afterNextFrame): one still pending when a file's last test ends fired after jsdom's globals
// were gone ("cancelAnimationFrame is not defined", an unhandled error failing the run). Each
// file ends only once such timers have fired.
afterAll(async () => {
  // Under fake timers those timers could not fire either: nothing to wait for then.
  vi.useRealTimers();
  await new Promise<void>((resolve) => setTimeout(resolve, 150));
});
