import { abstractAuthorMessages, type AbstractAuthor } from '@caawg11/conference';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AbstractForm } from './AbstractForm';
import { FakeXhr, installFakeXhr, lastXhr, stubScrolling } from './testing/network';

vi.mock('../captcha/RobotCheck', async () => await import('./testing/FakeRobotCheck'));

type User = ReturnType<typeof userEvent.setup>;

function renderForm() {
  const user = userEvent.setup({ applyAccept: false });
  render(<AbstractForm onOutcome={vi.fn()} />);
  return user;
}

async function fillSpecFields(user: User) {
  await user.type(screen.getByLabelText(/^Full Name/), 'Amina Nakato');
  await user.type(screen.getByLabelText(/^Affiliation/), 'Makerere University');
  await user.type(screen.getByLabelText(/^Email Address/), 'amina@example.org');
  await user.type(screen.getByLabelText(/^Abstract Title/), 'Rift basins of Uganda');
  await user.selectOptions(screen.getByLabelText(/^Subtheme/), 'Water Supply and Geosciences');
  await user.upload(
    screen.getByLabelText(/^Abstract file/),
    new File(['PK\u0003\u0004'], 'rift.docx', {
      type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    }),
  );
  await user.click(screen.getByLabelText(/adheres to the formatting guidelines/));
  await user.click(screen.getByRole('button', { name: 'Solve robot check' }));
}

const author = (number: number) => screen.getByRole('group', { name: `Author ${number}` });

async function addAuthor(
  user: User,
  fields: { name: string; affiliation: string; email?: string },
): Promise<HTMLElement> {
  await user.click(screen.getByRole('button', { name: 'Add an author' }));
  const groups = screen.getAllByRole('group', { name: /^Author \d+/ });
  const added = groups[groups.length - 1]!;
  // The new line takes the focus, so a thumb can type straight away.
  expect(within(added).getByLabelText(/^Name/)).toHaveFocus();
  await user.paste(fields.name);
  await user.click(within(added).getByLabelText(/^Affiliation/));
  await user.paste(fields.affiliation);
  if (fields.email) {
    await user.click(within(added).getByLabelText(/^E-mail/));
    await user.paste(fields.email);
  }
  return added;
}

const sentAuthors = () => JSON.parse(lastXhr().field('authors') as string) as AbstractAuthor[];

// Each case fills the whole form as a visitor does, key by key.
describe('AbstractForm authors', { timeout: 20_000 }, () => {
  beforeEach(() => {
    installFakeXhr();
    stubScrolling();
  });

  it('starts from the spec fields: the submitter alone, presenting, and sends no author list', async () => {
    const user = renderForm();
    await fillSpecFields(user);
    const first = author(1);
    expect(first).toHaveTextContent('Amina Nakato (you, the corresponding author)');
    expect(within(first).getByRole('radio', { name: 'Presenting author' })).toBeChecked();
    expect(within(first).queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit Abstract' }));
    expect(lastXhr().partNames()).not.toContain('authors');
    expect(lastXhr().partNames()).not.toContain('abstractText');
    expect(lastXhr().partNames()).not.toContain('keywords');
  });

  it('sends four authors in order with the third presenting, and numbers shared affiliations', async () => {
    const user = renderForm();
    await fillSpecFields(user);
    await addAuthor(user, { name: 'Grace Achieng', affiliation: 'University of Nairobi' });
    const third = await addAuthor(user, {
      name: 'Fatou Diop',
      affiliation: 'Université Cheikh Anta Diop',
      email: 'fatou@example.sn',
    });
    await addAuthor(user, { name: 'Sarah Namara', affiliation: 'Makerere University' });
    await user.click(within(third).getByRole('radio', { name: 'Presenting author' }));
    expect(within(author(1)).getByRole('radio', { name: 'Presenting author' })).not.toBeChecked();

    const printed = screen.getByRole('heading', { name: 'As it will be printed' }).parentElement!;
    // Makerere is typed twice but numbered once: the first and the fourth author share 1.
    expect(
      within(printed)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '1 Makerere University',
      '2 University of Nairobi',
      '3 Université Cheikh Anta Diop',
    ]);

    await user.click(screen.getByRole('button', { name: 'Submit Abstract' }));
    expect(sentAuthors()).toEqual([
      {
        name: 'Amina Nakato',
        affiliation: 'Makerere University',
        email: 'amina@example.org',
        presenting: false,
      },
      { name: 'Grace Achieng', affiliation: 'University of Nairobi', presenting: false },
      {
        name: 'Fatou Diop',
        affiliation: 'Université Cheikh Anta Diop',
        email: 'fatou@example.sn',
        presenting: true,
      },
      { name: 'Sarah Namara', affiliation: 'Makerere University', presenting: false },
    ]);
    const parts = lastXhr().partNames();
    expect(parts.indexOf('authors')).toBeLessThan(parts.indexOf('abstractFile'));
  });

  it('moves an author up and down and removes one, the presenter falling back to the submitter', async () => {
    const user = renderForm();
    await fillSpecFields(user);
    await addAuthor(user, { name: 'Grace Achieng', affiliation: 'University of Nairobi' });
    const third = await addAuthor(user, {
      name: 'Fatou Diop',
      affiliation: 'UCAD',
      email: 'fatou@example.sn',
    });
    await user.click(within(third).getByRole('radio', { name: 'Presenting author' }));
    await user.click(screen.getByRole('button', { name: 'Move author 3 up' }));
    expect(within(author(2)).getByLabelText(/^Name/)).toHaveValue('Fatou Diop');
    expect(screen.getByRole('button', { name: 'Move author 1 up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move author 3 down' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Remove author 2' }));
    expect(screen.getByRole('button', { name: 'Add an author' })).toHaveFocus();
    expect(within(author(1)).getByRole('radio', { name: 'Presenting author' })).toBeChecked();
    expect(within(author(2)).getByLabelText(/^Name/)).toHaveValue('Grace Achieng');

    await user.click(screen.getByRole('button', { name: 'Move author 2 up' }));
    await user.click(screen.getByRole('button', { name: 'Submit Abstract' }));
    expect(sentAuthors().map((each) => [each.name, each.presenting])).toEqual([
      ['Grace Achieng', false],
      ['Amina Nakato', true],
    ]);
  });

  it("tells each line's problem next to its field and sends nothing", async () => {
    const user = renderForm();
    await fillSpecFields(user);
    const second = await addAuthor(user, { name: 'Grace Achieng', affiliation: 'Nairobi' });
    await user.clear(within(second).getByLabelText(/^Affiliation/));
    await user.click(within(second).getByRole('radio', { name: 'Presenting author' }));
    await user.click(screen.getByRole('button', { name: 'Submit Abstract' }));

    expect(within(second).getByLabelText(/^Affiliation/)).toHaveAccessibleDescription(
      abstractAuthorMessages.authorAffiliation,
    );
    expect(within(second).getByLabelText(/^E-mail/)).toHaveAccessibleDescription(
      expect.stringContaining(abstractAuthorMessages.presenterEmail),
    );
    expect(within(second).getByLabelText(/^Affiliation/)).toHaveFocus();
    expect(FakeXhr.requests).toHaveLength(0);

    await user.type(within(second).getByLabelText(/^E-mail/), 'grace@');
    await user.type(within(second).getByLabelText(/^Affiliation/), 'Nairobi');
    await user.click(screen.getByRole('button', { name: 'Submit Abstract' }));
    expect(within(second).getByLabelText(/^E-mail/)).toHaveAccessibleDescription(
      expect.stringContaining(abstractAuthorMessages.authorEmail),
    );
    expect(FakeXhr.requests).toHaveLength(0);
  });

  it("shows the server's message on the author list and keeps every line", async () => {
    const user = renderForm();
    await fillSpecFields(user);
    await addAuthor(user, { name: 'Grace Achieng', affiliation: 'Nairobi' });
    await user.click(screen.getByRole('button', { name: 'Submit Abstract' }));
    act(() =>
      lastXhr().respond(400, {
        success: false,
        message: abstractAuthorMessages.tooManyAuthors,
        errors: { authors: abstractAuthorMessages.tooManyAuthors },
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Submission Failed');
    const list = screen.getByRole('group', { name: 'Authors' });
    expect(within(list).getByText(abstractAuthorMessages.tooManyAuthors)).toBeInTheDocument();
    expect(within(author(2)).getByLabelText(/^Name/)).toHaveValue('Grace Achieng');
  });

  it('stops adding at 20 authors and says why', async () => {
    const user = renderForm();
    for (let added = 1; added < 20; added += 1) {
      await user.click(screen.getByRole('button', { name: 'Add an author' }));
    }
    expect(screen.getAllByRole('group', { name: /^Author \d+/ })).toHaveLength(20);
    expect(screen.getByRole('button', { name: 'Add an author' })).toBeDisabled();
    expect(screen.getByText('An abstract can have at most 20 authors.')).toBeInTheDocument();
  });

  it('counts the words of the text as they are typed and refuses more than 300', async () => {
    const user = renderForm();
    await fillSpecFields(user);
    const text = screen.getByLabelText(/^Abstract text/);
    await user.type(text, 'Rift basins hold water.');
    expect(text).toHaveAccessibleDescription(expect.stringContaining('4 of 300 words'));

    await user.clear(text);
    await user.click(text);
    await user.paste(Array.from({ length: 301 }, (_, index) => `word${index}`).join(' '));
    expect(text).toHaveAccessibleDescription(expect.stringContaining('301 of 300 words'));
    await user.type(screen.getByLabelText(/^Keywords/), 'rift, groundwater, Uganda');
    await user.click(screen.getByRole('button', { name: 'Submit Abstract' }));
    expect(text).toHaveAccessibleDescription(
      expect.stringContaining(abstractAuthorMessages.abstractTextTooLong),
    );
    expect(FakeXhr.requests).toHaveLength(0);

    await user.clear(text);
    await user.type(text, 'Rift basins hold water.');
    await user.click(screen.getByRole('button', { name: 'Submit Abstract' }));
    expect(lastXhr().field('abstractText')).toBe('Rift basins hold water.');
    expect(lastXhr().field('keywords')).toBe('rift, groundwater, Uganda');
  });
});
