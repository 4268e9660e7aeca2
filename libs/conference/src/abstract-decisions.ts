import type { AbstractPresentationType } from './choices.js';

/**
 * What the programme committee decides for an abstract. A decision waits in the notices queue
 * until the organisers send the notices; the abstract's inbox status follows once it is sent.
 */
export const abstractDecisions = ['oral', 'poster', 'reject', 'duplicate'] as const;
export type AbstractDecision = (typeof abstractDecisions)[number];

export const abstractDecisionLabels: Record<AbstractDecision, string> = {
  oral: 'Accept as oral',
  poster: 'Accept as poster',
  reject: 'Reject',
  duplicate: 'Duplicate of another abstract',
};

/** The decisions that put an abstract on the programme. */
export const acceptingDecisions = ['oral', 'poster'] as const satisfies readonly AbstractDecision[];
export type AcceptingDecision = (typeof acceptingDecisions)[number];

export function isAcceptingDecision(
  decision: AbstractDecision | null | undefined,
): decision is AcceptingDecision {
  return decision === 'oral' || decision === 'poster';
}

/** How an accepted abstract is presented, in the words of the abstract form. */
export const acceptedPresentationTypes: Record<AcceptingDecision, AbstractPresentationType> = {
  oral: 'Oral Presentation',
  poster: 'Poster Presentation',
};

/** An accepted author's answer through the link in the acceptance notice. */
export const authorResponses = ['confirmed', 'withdrawn'] as const;
export type AuthorResponse = (typeof authorResponses)[number];

/** What a reviewer recommends to the committee. */
export const reviewRecommendations = ['oral', 'poster', 'reject'] as const;
export type ReviewRecommendation = (typeof reviewRecommendations)[number];

export const reviewRecommendationLabels: Record<ReviewRecommendation, string> = {
  oral: 'Accept as oral',
  poster: 'Accept as poster',
  reject: 'Reject',
};
