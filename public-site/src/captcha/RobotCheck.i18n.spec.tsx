import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getJson } from '@caawg11/conference/http';
import type * as client from '@caawg11/conference/http';
import { i18n } from '../i18n/i18n';
import { loadAltcha } from './loadAltcha';
import { loadRecaptcha } from './loadRecaptcha';
import { RobotCheck } from './RobotCheck';

vi.mock('./loadAltcha', () => ({ loadAltcha: vi.fn() }));
vi.mock('./loadRecaptcha', () => ({ loadRecaptcha: vi.fn() }));
vi.mock('@caawg11/conference/http', async (importOriginal) => ({
  ...(await importOriginal<typeof client>()),
  getJson: vi.fn(),
}));

describe('RobotCheck in French and Portuguese', () => {
  beforeEach(async () => {
    vi.mocked(loadAltcha).mockReset();
    vi.mocked(loadRecaptcha).mockReset();
    vi.mocked(getJson).mockReset();
    await i18n.changeLanguage('fr');
    await i18n.loadNamespaces('forms');
  });

  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it("loads ALTCHA's French texts and names the check in French", async () => {
    vi.mocked(getJson).mockResolvedValue({ success: true, provider: 'altcha' });
    vi.mocked(loadAltcha).mockResolvedValue();
    render(<RobotCheck id="check" onChange={vi.fn()} />);

    expect(screen.getByRole('status')).toHaveTextContent(
      'Chargement de la vérification anti-robot...',
    );
    expect(screen.getByRole('group', { name: 'Vérification anti-robot' })).toBeInTheDocument();
    const widget = await screen.findByText((_, element) => element?.tagName === 'ALTCHA-WIDGET');
    expect(widget).toHaveAttribute('language', 'fr-fr');
    expect(loadAltcha).toHaveBeenCalledWith('fr-fr');
  });

  it('says in Portuguese that the check could not load, and asks Google for Portuguese', async () => {
    await i18n.changeLanguage('pt');
    await i18n.loadNamespaces('forms');
    vi.mocked(getJson).mockResolvedValue({
      success: true,
      provider: 'recaptcha',
      siteKey: 'site-key',
    });
    vi.mocked(loadRecaptcha).mockRejectedValue(new Error('blocked'));
    render(<RobotCheck id="check" onChange={vi.fn()} />);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível carregar a verificação anti-robô.',
    );
    expect(loadRecaptcha).toHaveBeenCalledWith('pt');
  });
});
