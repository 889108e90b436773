/**
 * Holds the portal's tests to the API contract: every request the portal sends through the fake
 * API, and every answer the fake gives it (a failure's data too), is checked against the endpoint's schemas
 * in src/contract/schemas/. A breach fails the test file, naming the endpoint and the fields, so a
 * component test can never pass on an answer the real server would not give.
 */
import { answerIssues, checkRequestOf, failureIssues, findEndpoint } from '../../src/contract/conformance.ts';
import { signInRefusalOf } from '../../src/contract/sign-in-refusal.ts';
import { endpoints } from '../../src/contract/endpoints.ts';

/** Every breach seen, for tests that check the checker. */
export const breaches: string[] = [];

function report(text: string): void {
  breaches.push(text);
  console.error(`contract breach: ${text}`);
}

// uvu sets the exit code when its run ends; a breach seen by then still fails the file.
process.on('exit', () => {
  if (breaches.length) process.exitCode = 1;
});

/** Checks one exchange of the fake API; `answer` is the answer's parsed JSON body, if any. */
export function checkExchange(method: string, path: string, query: URLSearchParams, body: unknown, status: number, answer: unknown): void {
  const name = findEndpoint(method, decodeURI(path));
  if (!name) return report(`${method} ${path} is no endpoint of the contract`);
  const request = checkRequestOf(name, body, query);
  const envelope = answer as { message?: unknown; data?: unknown } | undefined;
  // A form may send what the server refuses (an empty first name): the fake must then refuse it
  // as the server would, 400 with exactly the request's issues in data.fields.
  const refused = (envelope?.data as { fields?: unknown } | undefined)?.fields;
  const refusedAlike = status === 400 && JSON.stringify(refused) === JSON.stringify(request.issues);
  if (request.issues.length && !refusedAlike) report(`request of ${name}: ${JSON.stringify(request.issues)}`);
  if (status === 400 && refused !== undefined && !refusedAlike) {
    report(`400 of ${name} names issues the request does not have: ${JSON.stringify(refused)}`);
  }
  // A refused sign-in carries only the throttle figures of contract/sign-in-refusal.ts.
  if (name === 'login' && (status === 401 || status === 429) && envelope?.data !== undefined) {
    const figures = signInRefusalOf(envelope.data);
    if (JSON.stringify(figures) !== JSON.stringify(envelope.data)) report(`${status} of login: ${JSON.stringify(envelope.data)}`);
    if (status === 401 && figures.retry_after_seconds !== undefined) report('401 of login with retry_after_seconds');
    if (status === 429 && figures.attempts_left !== undefined) report('429 of login with attempts_left');
  }
  // A failure carries only the data its endpoint declares for that status.
  if (status >= 400 && envelope && typeof envelope === 'object') {
    const issues = failureIssues(name, status, envelope.data);
    if (issues.length) report(`${status} of ${name}: ${JSON.stringify(issues)}`);
  }
  // A bare answer (the FHIR export) is its data itself.
  if (status === 200 && endpoints[name].mediaType) {
    const issues = answerIssues(name, answer);
    if (issues.length) report(`answer of ${name}: ${JSON.stringify(issues)}`);
  } else if (status === 200 && envelope?.message === 'OK') {
    const issues = answerIssues(name, envelope.data);
    if (issues.length) report(`answer of ${name}: ${JSON.stringify(issues)}`);
  }
}
