import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApplicantStepper } from './ApplicantStepper';

const currentStep = () => screen.getByRole('listitem', { current: 'step' }).textContent;

describe('ApplicantStepper', () => {
  it('marks STARTED 0, IN_PROGRESS 1 and SUBMITTED 3 as the current step', () => {
    const { rerender } = render(<ApplicantStepper status="STARTED" jobTitle="Designer" />);
    expect(currentStep()).toContain('Application started');
    rerender(<ApplicantStepper status="IN_PROGRESS" jobTitle="Designer" />);
    expect(currentStep()).toContain('In progress');
    rerender(<ApplicantStepper status="SUBMITTED" jobTitle="Designer" />);
    expect(currentStep()).toContain('Submitted');
  });

  it('shows the hiring-team label when asked', () => {
    render(<ApplicantStepper status="STARTED" jobTitle="Designer" companyName="Acme" showHiringTeam />);
    expect(screen.getByText('Hiring team at Acme')).toBeTruthy();
  });
});
