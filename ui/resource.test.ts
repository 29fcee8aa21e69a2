import { cleanup, deferred, settle, until } from './test-dom.ts';
import { afterEach, describe, expect, test } from 'bun:test';
import { LitElement, html } from 'lit';
import { Resource } from './resource.ts';

/** A bare host whose load function each test supplies. */
class ResourceHost extends LitElement {
  pollMs = 0;
  dep = 'a';
  load: (signal: AbortSignal, dep: string) => Promise<string> = async () => 'value';
  readonly resource = new Resource<string>(this, {
    load: (signal) => this.load(signal, this.dep),
    pollMs: () => this.pollMs,
    deps: () => [this.dep],
  });
  override render() {
    return html`${this.resource.value ?? ''}`;
  }
}
customElements.define('resource-host', ResourceHost);

function host(setup: Partial<Pick<ResourceHost, 'pollMs' | 'load'>>): ResourceHost {
  const el = document.createElement('resource-host') as ResourceHost;
  Object.assign(el, setup);
  document.body.appendChild(el);
  return el;
}

afterEach(cleanup);

describe('Resource', () => {
  test('loads on connect and records when', async () => {
    const el = host({ load: async () => 'hello' });
    expect(el.resource.loading).toBe(true);
    await until(() => el.resource.loaded);
    expect(el.resource.value).toBe('hello');
    expect(el.resource.loadedAt).toBeGreaterThan(0);
    expect(el.resource.loading).toBe(false);
  });

  test('reloads when a dependency changes, aborting the superseded request', async () => {
    const signals: AbortSignal[] = [];
    const first = deferred<string>();
    const el = host({
      load: (signal, dep) => {
        signals.push(signal);
        return dep === 'a' ? first.promise : Promise.resolve(`value ${dep}`);
      },
    });
    await settle();
    el.dep = 'b';
    el.requestUpdate();
    await until(() => el.resource.value === 'value b');
    expect(signals[0].aborted).toBe(true);
    // The stale answer arriving late does not overwrite the newer one.
    first.resolve('value a');
    await settle();
    expect(el.resource.value).toBe('value b');
  });

  test('keeps the last value when a refresh fails, then clears the error on success', async () => {
    let fail = false;
    const el = host({ load: async () => (fail ? Promise.reject(new Error('down')) : 'ok') });
    await until(() => el.resource.loaded);
    fail = true;
    await el.resource.refresh();
    expect(el.resource.value).toBe('ok');
    expect((el.resource.error as Error).message).toBe('down');
    fail = false;
    await el.resource.refresh();
    expect(el.resource.error).toBeUndefined();
  });

  test('polls without overlapping and stops when disconnected', async () => {
    let active = 0;
    let maxActive = 0;
    let count = 0;
    const el = host({
      pollMs: 5,
      load: async () => {
        active++;
        maxActive = Math.max(maxActive, active);
        count++;
        await new Promise((r) => setTimeout(r, 15));
        active--;
        return String(count);
      },
    });
    await until(() => count >= 3);
    expect(maxActive).toBe(1);
    el.remove();
    const seen = count;
    await settle(60);
    expect(count).toBe(seen);
  });
});
