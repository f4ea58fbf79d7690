/**
 * Copy of the /astroblaster page (SPEC §2 "/astroblaster"); the asteroid messages live in game-messages.ts.
 */
export const astroblasterContent = {
  eyebrow: 'Arcade',
  heading: 'Astroblaster',
  intro: 'A small arcade game: steer the ship, blast the asteroids and beat your high score.',
};
