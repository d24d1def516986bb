import { expect, it } from 'vitest';
import { lastAccountOtherThan, rememberAccount } from './recent-accounts';

it('gives the latest account looked at other than the contract open', () => {
  expect(lastAccountOtherThan('cyber.token')).toBeNull();
  rememberAccount('alice');
  rememberAccount('cyber.token');
  expect(lastAccountOtherThan('cyber.token')).toBe('alice');
  rememberAccount('bob');
  rememberAccount('alice');
  expect(lastAccountOtherThan('alice')).toBe('bob');
  expect(lastAccountOtherThan('dice')).toBe('alice');
});
