import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { GetInfo } from '@/api/node-client';
import { getNodeClient, saveNode, useNodeState } from '@/lib/node-store';
import { normalizeNodeUrl } from '@/lib/node-url';

export interface NodeProbe {
  url: string;
  info: GetInfo;
  latencyMs: number;
}

/**
 * Choosing the node on the Settings page: the URL typed, its test, and saving it. Saving tests a
 * node not tested yet; one that fails its test is held back as `unansweredSave`, not saved, until
 * the person answers.
 */
export function useNodeChoice() {
  const state = useNodeState();
  const queryClient = useQueryClient();
  const [input, setInput] = useState(state.url);
  const [inputError, setInputError] = useState<string | null>(null);
  const [savedMessage, setSavedMessage] = useState<string | null>(null);
  // A node that just failed its test, which the person asked to save: asked once more first.
  const [unansweredSave, setUnansweredSave] = useState<string | null>(null);

  const probe = useMutation({
    mutationFn: async (url: string): Promise<NodeProbe> => {
      const started = performance.now();
      const info = await getNodeClient(url).getInfo({ timeoutMs: 8_000 });
      return { url, info, latencyMs: Math.round(performance.now() - started) };
    },
  });

  const validated = (): string | null => {
    const url = normalizeNodeUrl(input);
    if (!url) {
      setInputError(t`Enter a full http:// or https:// URL, for example https://node.example.com`);
      return null;
    }
    setInputError(null);
    return url;
  };

  const handleTest = (e: FormEvent) => {
    e.preventDefault();
    setSavedMessage(null);
    setUnansweredSave(null);
    // A new test replaces the previous result, even when the new URL is refused before any test.
    probe.reset();
    const url = validated();
    if (url) probe.mutate(url);
  };

  const switchTo = (raw: string) => {
    const url = saveNode(raw);
    // The old node's cached answers are never shown for the new one (keys carry the node URL);
    // dropping them frees memory.
    queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== url });
    setInput(url);
    setSavedMessage(t`Now using ${url}.`);
  };

  const handleSave = () => {
    setSavedMessage(null);
    setUnansweredSave(null);
    const url = validated();
    if (!url) return;
    // Tested just now: its answer decides at once.
    if (probe.variables === url && probe.isSuccess) return switchTo(url);
    if (probe.variables === url && probe.isError) return setUnansweredSave(url);
    // Never tested: test it first, so a node that does not answer is never saved without a word.
    probe.reset();
    setSavedMessage(t`Testing ${url} before saving it…`);
    probe.mutate(url, {
      onSuccess: () => switchTo(url),
      onError: () => {
        setSavedMessage(null);
        setUnansweredSave(url);
      },
    });
  };

  return {
    state,
    input,
    setInput,
    inputError,
    savedMessage,
    setSavedMessage,
    unansweredSave,
    setUnansweredSave,
    probe,
    handleTest,
    handleSave,
    switchTo,
  };
}
