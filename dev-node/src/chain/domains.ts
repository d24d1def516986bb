import { nodeErrors } from '../node-errors.ts';
import { parseName } from './names.ts';

export type NameQuery =
  | { form: 'domain'; domain: string }
  | { form: 'user@domain'; username: string; domain: string }
  | { form: 'user@@account'; username: string; scope: string };

const LABEL = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

export function checkDomain(domain: string): void {
  if (domain.length === 0) throw nodeErrors.domainSyntax('Domain is empty');
  if (domain.length > 253) throw nodeErrors.domainSyntax('Domain name is too long');
  const labels = domain.split('.');
  for (const label of labels) {
    if (!/^[a-z0-9-]*$/.test(label))
      throw nodeErrors.domainSyntax('Domain name contains bad symbol');
    if (!LABEL.test(label))
      throw nodeErrors.domainSyntax('Domain label is empty or starts or ends with a hyphen');
  }
  if (/^\d+$/.test(labels[labels.length - 1] ?? ''))
    throw nodeErrors.domainSyntax('Domain name has a numeric top level');
}

export function checkUsername(username: string): void {
  if (username.length === 0) throw nodeErrors.usernameSyntax('Username is empty');
  if (username.length > 32) throw nodeErrors.usernameSyntax('Username is too long');
  for (const label of username.split('.')) {
    if (!/^[a-z0-9-]*$/.test(label))
      throw nodeErrors.usernameSyntax('Username contains bad symbol');
    if (!LABEL.test(label))
      throw nodeErrors.usernameSyntax('Username part is empty or starts or ends with a hyphen');
  }
}

/** Parses one resolve_names element: `domain`, `@domain`, `user@domain` or `user@@account`. */
export function parseNameQuery(text: string): NameQuery {
  const ats = text.split('@').length - 1;
  if (ats === 0) {
    checkDomain(text);
    return { form: 'domain', domain: text };
  }
  if (ats > 2) throw nodeErrors.usernameSyntax("Unknown name format: excess '@' symbol");
  const first = text.indexOf('@');
  if (ats === 2) {
    if (text[first + 1] !== '@')
      throw nodeErrors.usernameSyntax("Unknown name format: excess '@' symbol");
    const username = text.slice(0, first);
    checkUsername(username);
    return { form: 'user@@account', username, scope: parseName(text.slice(first + 2)) };
  }
  const username = text.slice(0, first);
  const domain = text.slice(first + 1);
  checkDomain(domain);
  if (username === '') return { form: 'domain', domain };
  checkUsername(username);
  return { form: 'user@domain', username, domain };
}
