/**
 * Copy of the /astroblaster page (SPEC §2 "/astroblaster", §4); the asteroid messages live in game-messages.ts.
 */
import type { Cta } from './types';

export const astroblasterContent = {
  eyebrow: 'Arcade',
  heading: 'Astroblaster',
  intro: 'A small arcade game: steer the ship, blast the asteroids and beat your high score.',
  game: {
    label: 'Astroblaster game',
    canvasLabel: 'The game field: your ship at the bottom, asteroids and planets falling from the top',
    menuHeading: 'Ready for Launch?',
    menuText: 'Every asteroid carries a feature we build. Shoot a planet to blast the asteroids around it.',
    gameOverHeading: 'Game Over',
    finalScoreLabel: 'Final score',
    newHighScore: 'New high score!',
    startGame: 'Start Game',
    restartGame: 'Restart Game',
    endGame: 'End Game',
    playAgain: 'Play Again',
    backToMenu: 'Back to Menu',
    backToDevelopment: { text: 'Back to Development', href: '/development' } satisfies Cta,
    endGameHref: '/development',
    stats: { score: 'Score', level: 'Level', health: 'Health', highScore: 'High Score' },
    howToPlayHeading: 'How to Play',
    howToPlay: [
      'Arrow keys or A and D move the ship; Space fires, and starts a game from the menu.',
      'On a touch screen, drag anywhere on the game to steer (the ship moves three times as far as your finger) and keep your finger down to fire.',
      'Asteroids score 50 points. A planet scores 50, or 200 plus 150 for every asteroid within its blast.',
      'An asteroid that reaches your ship costs one health; at zero the game is over. Every 1,000 points is a new level: faster rocks, faster shots.',
    ],
  },
  levelUp: {
    heading: 'Ready for the Real Thing?',
    description: 'Blasting asteroids is fun. Blasting through your busywork with custom AI is better.',
    cta: { text: 'Level Up Your Business', href: '/contact' } satisfies Cta,
  },
};

export type AstroblasterGameCopy = typeof astroblasterContent.game;
