import { Streamdown } from 'streamdown';
import { installBench } from './harness';

installBench((text, streaming) => (
  <Streamdown mode={streaming ? 'streaming' : 'static'} isAnimating={streaming}>
    {text}
  </Streamdown>
));
