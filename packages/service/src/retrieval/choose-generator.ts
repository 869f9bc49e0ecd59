import { detectGenerator, type Generator } from './generator';

/**
 * Whose heading anchors a docs folder's pages get: the one given, else the one its generator config names, else
 * GitHub's; and where that came from, for the start-up line ("as told", the config file, or that none was found).
 */
export function chooseGenerator(
  folder: string,
  given: Generator | undefined,
): { generator: Generator; generatorSource: string } {
  if (given) return { generator: given, generatorSource: 'as told' };
  const detected = detectGenerator(folder);
  return detected
    ? { generator: detected.generator, generatorSource: detected.configFile }
    : { generator: 'github', generatorSource: 'no generator config found' };
}
