import { describe, expect, it } from 'vitest';
import { DEFAULT_COST, hashPassword, needsRehash, verifyPassword } from './password';

describe('password hashing', () => {
  it('uses OWASP scrypt parameters by default with a 16-byte salt', async () => {
    const hash = await hashPassword('correct horse battery staple');
    expect(DEFAULT_COST).toBe(17);
    const [, scheme, params, salt] = hash.split('$');
    expect(scheme).toBe('scrypt');
    expect(params).toBe('ln=17,r=8,p=1');
    expect(Buffer.from(salt, 'base64')).toHaveLength(16);
    expect(await verifyPassword('correct horse battery staple', hash)).toBe(true);
  });

  it('rejects a wrong password and salts every hash differently', async () => {
    const a = await hashPassword('boardwalk-demo', 12);
    const b = await hashPassword('boardwalk-demo', 12);
    expect(a).not.toBe(b);
    expect(await verifyPassword('boardwalk-demo', b)).toBe(true);
    expect(await verifyPassword('boardwalk-dem0', a)).toBe(false);
    expect(await verifyPassword('', a)).toBe(false);
  });

  it('treats malformed or absurd stored hashes as a failed match', async () => {
    for (const bad of [
      '',
      'plain',
      '$scrypt$ln=40,r=8,p=1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=',
      '$argon2id$v=19$m=1,t=1,p=1$x$y',
    ]) {
      expect(await verifyPassword('x', bad)).toBe(false);
    }
  });

  it('flags hashes weaker than the wanted cost for rehashing', async () => {
    const weak = await hashPassword('x', 12);
    expect(needsRehash(weak, 17)).toBe(true);
    expect(needsRehash(weak, 12)).toBe(false);
    expect(needsRehash('garbage')).toBe(true);
  });
});
