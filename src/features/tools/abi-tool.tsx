import { t } from '@lingui/core/macro';
import { useState } from 'react';
import type { Abi } from '@/api/node-client';
import { Section } from '@/components/ui/section';
import { ActionDecoder } from './action-decoder';
import { ActionEncoder } from './action-encoder';
import { jsonToDraft, type Draft } from '@/components/abi-form/form-value';

export interface AbiToolProps {
  code: string;
  abi: Abi;
  action: string;
}

/** Encoder and decoder of one action, wired so bytes and arguments go back and forth. */
export function AbiTool({ code, abi, action }: AbiToolProps) {
  const type = abi.actions.find((a) => a.name === action)?.type ?? action;
  const [toDecode, setToDecode] = useState({ hex: '', n: 0 });
  const [toEdit, setToEdit] = useState<{ draft: Draft | undefined; n: number }>({
    draft: undefined,
    n: 0,
  });
  return (
    <>
      <Section title={t`Encode ${action}`} id="tools-encode">
        <ActionEncoder
          key={`encoder-${toEdit.n}`}
          code={code}
          abi={abi}
          action={action}
          initialDraft={toEdit.draft}
          onDecode={(hex) => setToDecode((s) => ({ hex, n: s.n + 1 }))}
        />
      </Section>
      <Section title={t`Decode ${action}`} id="tools-decode">
        <ActionDecoder
          key={`decoder-${toDecode.n}`}
          code={code}
          abi={abi}
          action={action}
          initialHex={toDecode.hex}
          onEdit={(args) => {
            setToEdit((s) => ({ draft: jsonToDraft(abi, type, args), n: s.n + 1 }));
            document.getElementById('tools-encode')?.scrollIntoView({ block: 'start' });
          }}
        />
      </Section>
    </>
  );
}
