import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createLocalService, type LocalServiceOptions } from '../../packages/service/src';

/** The small docs folder every service test answers from. */
export const FIXTURE_DOCS = fileURLToPath(new URL('../../packages/service/test/fixtures/docs-small', import.meta.url));

export interface StartedLocalService {
  /** Base URL, e.g. `http://127.0.0.1:54321`; the assistant route is `${url}/discovery/v2/assistant/<domain>/message`. */
  url: string;
  assistantKey: string;
  adminKey: string;
  dataDir: string;
  close(): Promise<void>;
}

export type StartLocalServiceOptions = Partial<Omit<LocalServiceOptions, 'assistantKeys' | 'adminKeys'>> & {
  /** Keep the data dir after close (restart tests reuse it); removed by default when it was created here. */
  keepDataDir?: boolean;
};

/**
 * The local service on 127.0.0.1 and a free port, with fresh keys, a temporary data dir and the fixture docs
 * unless told otherwise. No model is used unless one is passed, whatever the environment says.
 */
export async function startLocalService(options: StartLocalServiceOptions = {}): Promise<StartedLocalService> {
  const { keepDataDir, ...rest } = options;
  const ownDataDir = !rest.dataDir;
  const dataDir = rest.dataDir ?? (await mkdtemp(join(tmpdir(), 'docs-assistant-service-')));
  const assistantKey = `mint_dsc_test_${Math.random().toString(36).slice(2)}`;
  const adminKey = `mint_test_${Math.random().toString(36).slice(2)}`;
  const service = createLocalService({
    docs: FIXTURE_DOCS,
    model: null,
    ...rest,
    dataDir,
    assistantKeys: [assistantKey],
    adminKeys: [adminKey],
  });
  const { url } = await service.listen(0, '127.0.0.1');
  return {
    url,
    assistantKey,
    adminKey,
    dataDir,
    async close() {
      await service.close();
      if (ownDataDir && !keepDataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}
