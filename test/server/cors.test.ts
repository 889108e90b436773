import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parseOrigins } from '../../src/server/http/cors.ts';

const origins = suite('parseOrigins');

origins('accepts bare origins and refuses paths, wildcards and garbage', () => {
  assert.equal([...parseOrigins(['https://a.example', ' http://127.0.0.1:8080 ', ''])], ['https://a.example', 'http://127.0.0.1:8080']);
  for (const bad of ['*', 'https://a.example/', 'https://a.example/portal', 'a.example', 'https://*.example']) {
    assert.throws(() => parseOrigins([bad]), /CORS origin/, bad);
  }
});

origins.run();
