import { t } from '@lingui/core/macro';
import { Link } from 'react-router';
import { INLINE_LINK } from '@/components/links/inline-link';
import { paths } from '@/lib/paths';

/**
 * A failure's advice, its mention of Settings ("…choose another node in Settings") a link to
 * the page. The word is found as the advice's translation writes it (in Russian "настройках").
 */
export function HintText({ text }: { text: string }) {
  const word = t({
    message: 'Settings',
    context: 'the word naming the Settings page inside error advice, made a link',
  });
  const at = text.indexOf(word);
  if (at < 0) return text;
  return (
    <>
      {text.slice(0, at)}
      <Link to={paths.settings()} className={INLINE_LINK}>
        {word}
      </Link>
      {text.slice(at + word.length)}
    </>
  );
}
