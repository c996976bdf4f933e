// The simulator's command line: by default it talks to the shop the same settings start.
import { describe, expect, it } from 'vitest';
import { parseCli } from './cli.js';

describe('robot:sim address', () => {
  it("uses the shop's PORT when nothing else is given", () => {
    expect(parseCli([], { PORT: '4123' }).url).toBe('http://localhost:4123');
    expect(parseCli([], {}).url).toBe('http://localhost:3000');
  });

  it("prefers the shop's PUBLIC_URL, then ROBOT_SIM_URL, then --url", () => {
    const env = { PORT: '4123', PUBLIC_URL: 'https://shop.example.org/' };
    expect(parseCli([], env).url).toBe('https://shop.example.org');
    expect(parseCli([], { ...env, ROBOT_SIM_URL: 'http://10.0.0.2:3000' }).url).toBe('http://10.0.0.2:3000');
    expect(parseCli(['--url', 'http://127.0.0.1:9'], env).url).toBe('http://127.0.0.1:9');
  });
});
