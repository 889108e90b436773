// The harness's queries (test/support/dom.ts): roles, accessible names, texts and labels are
// computed the same way in jsdom and happy-dom.
import {
  accessibleName, cleanup, getAllByRole, getByLabelText, getByRole, getByText, queryAllByText,
  queryByRole, render,
} from '../../support/dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';

const Roles = suite('getByRole');
Roles.after.each(cleanup);

Roles('finds implicit roles of the elements the portal uses', () => {
  const { container } = render(
    <>
      <nav aria-label="Main"><ul><li><a href="/portal/">Home</a></li></ul></nav>
      <h1>Title</h1>
      <input aria-label="Search text" />
      <textarea aria-label="Notes" />
      <select aria-label="Reason"><option>One</option></select>
      <input type="checkbox" aria-label="Agree" />
      <img src="logo.svg" alt="Portal logo" />
      <table><caption>Reports</caption><tbody><tr><td>1</td></tr></tbody></table>
      <progress aria-label="Video progress" value={3} max={10} />
      <div role="menu" aria-label="User menu"><button type="button" role="menuitem">Logout</button></div>
      <dialog open aria-label="Help" />
    </>,
  );
  const found = (role: string) => getAllByRole(container, role).map(accessibleName);
  assert.equal(found('navigation'), ['Main']);
  assert.equal(found('list'), ['']);
  assert.equal(found('listitem'), ['']);
  assert.equal(found('link'), ['Home']);
  assert.equal(found('heading'), ['Title']);
  assert.equal(found('textbox'), ['Search text', 'Notes']);
  assert.equal(found('combobox'), ['Reason']);
  assert.equal(found('checkbox'), ['Agree']);
  assert.equal(found('img'), ['Portal logo']);
  assert.equal(found('table'), ['Reports']);
  assert.equal(found('progressbar'), ['Video progress']);
  assert.equal(found('menu'), ['User menu']);
  assert.equal(found('menuitem'), ['Logout']);
  assert.equal(found('dialog'), ['Help']);
});

Roles('computes names from labelledby, aria-label, labels, alt, title and content', () => {
  const { container } = render(
    <>
      <span id="t1">Due</span> <span id="t2">date</span>
      <input aria-labelledby="t1 t2" aria-label="ignored" />
      <label htmlFor="mail">Email <span aria-hidden="true">*</span></label>
      <input id="mail" />
      <label>Phone <input type="tel" /></label>
      <button type="button"><img src="x.svg" alt="Print" /></button>
      <button type="button" title="Settings" />
      <button type="button">  Save
        changes </button>
    </>,
  );
  const names = getAllByRole(container, 'textbox').map(accessibleName);
  assert.equal(names, ['Due date', 'Email', 'Phone']);
  assert.equal(getAllByRole(container, 'button').map(accessibleName), ['Print', 'Settings', 'Save changes']);
  assert.ok(getByRole(container, 'button', { name: /^save/i }));
});

Roles('skips hidden elements unless asked', () => {
  const { container } = render(
    <>
      <button type="button" hidden>Secret</button>
      <div aria-hidden="true"><button type="button">Decor</button></div>
      <dialog><button type="button">Inside closed dialog</button></dialog>
      <button type="button">Shown</button>
    </>,
  );
  assert.equal(getAllByRole(container, 'button').map(accessibleName), ['Shown']);
  assert.is(getAllByRole(container, 'button', { hidden: true }).length, 4);
});

Roles('throws listing what is there when nothing or several match', () => {
  const { container } = render(<><button type="button">Ok</button><button type="button">Cancel</button></>);
  assert.throws(() => getByRole(container, 'button', { name: 'Save' }), /Unable to find an element with role "button" and name "Save"[\s\S]*button "Ok"[\s\S]*button "Cancel"/);
  assert.throws(() => getByRole(container, 'button'), /Found 2 elements with role "button"/);
  assert.is(queryByRole(container, 'link'), null);
});

const Texts = suite('getByText and getByLabelText');
Texts.after.each(cleanup);

Texts('getByText matches the innermost element, across inline children', () => {
  const { container } = render(<div><p>Hello <strong>world</strong></p><span>Alone</span></div>);
  assert.is(getByText(container, 'Hello world').localName, 'p');
  assert.is(getByText(container, 'Alone').localName, 'span');
  assert.is(queryAllByText(container, /nothing/).length, 0);
  assert.throws(() => getByText(container, 'Missing'), /Unable to find an element with text "Missing"/);
});

Texts('getByLabelText finds controls by label, aria-label and aria-labelledby', () => {
  const { container } = render(
    <>
      <label htmlFor="a">First</label><input id="a" />
      <label>Second <select><option>x</option></select></label>
      <input aria-label="Third" />
      <span id="l4">Fourth</span><textarea aria-labelledby="l4" />
    </>,
  );
  assert.is(getByLabelText(container, 'First').id, 'a');
  assert.is(getByLabelText(container, 'Second').localName, 'select');
  assert.is(getByLabelText(container, 'Third').localName, 'input');
  assert.is(getByLabelText(container, 'Fourth').localName, 'textarea');
  assert.throws(() => getByLabelText(container, 'Fifth'), /Labels here: "First", "Second x"/);
});

Roles.run();
Texts.run();
