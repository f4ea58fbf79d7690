/**
 * The hero's drawing: a visitor's question, the assistant's instant answer, the booked call and the
 * owner's notification, floating in orbit. Inline so it paints with the HTML (no request before LCP).
 */
export interface HeroIllustrationProps {
  /** Accessible description of the drawing. */
  label: string;
  /** Once the headline is typed: the orb starts sending signal rings. */
  live?: boolean;
}

export function HeroIllustration({ label, live = false }: HeroIllustrationProps) {
  return (
    <svg
      viewBox="0 0 520 460"
      width="520"
      height="460"
      role="img"
      aria-label={label}
      data-live={live}
      className="home-hero-art block aspect-[52/46] h-auto w-full"
    >
      <defs>
        <radialGradient id="hero-planet" cx="0.35" cy="0.3" r="0.8">
          <stop offset="0" stopColor="#7c3aed" />
          <stop offset="0.55" stopColor="#262c52" />
          <stop offset="1" stopColor="#0a0c1d" />
        </radialGradient>
        <radialGradient id="hero-orb" cx="0.4" cy="0.35" r="0.7">
          <stop offset="0" stopColor="#ecfeff" />
          <stop offset="0.25" stopColor="#67e8f9" />
          <stop offset="0.6" stopColor="#8b5cf6" />
          <stop offset="1" stopColor="#1e1b4b" />
        </radialGradient>
        <radialGradient id="hero-halo" cx="0.5" cy="0.5" r="0.5">
          <stop offset="0.55" stopColor="#22d3ee" stopOpacity="0.35" />
          <stop offset="1" stopColor="#22d3ee" stopOpacity="0" />
        </radialGradient>
        <linearGradient id="hero-answer" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#67e8f9" />
          <stop offset="1" stopColor="#c4b5fd" />
        </linearGradient>
        <linearGradient id="hero-window" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#1a1f3d" />
          <stop offset="1" stopColor="#0a0c1d" />
        </linearGradient>
      </defs>

      {/* Planet with its ring, and the orbit the conversation travels on */}
      <g fill="none" stroke="#c4b5fd" strokeWidth="2" transform="rotate(-14 92 362)">
        <ellipse cx="92" cy="362" rx="96" ry="17" strokeOpacity="0.3" />
        <circle cx="92" cy="362" r="70" fill="url(#hero-planet)" stroke="none" />
        {/* The near half of the ring passes in front of the planet. */}
        <path d="M-4 362 A96 17 0 0 0 188 362" strokeOpacity="0.6" />
      </g>
      <ellipse cx="270" cy="235" rx="250" ry="96" fill="none" stroke="#a78bfa" strokeOpacity="0.22" strokeDasharray="3 9" transform="rotate(-12 270 235)" />
      <g fill="#e8eaf6">
        <circle cx="40" cy="60" r="1.6" opacity="0.8" />
        <circle cx="486" cy="250" r="1.4" opacity="0.7" />
        <circle cx="300" cy="24" r="1.2" opacity="0.6" />
        <circle cx="470" cy="420" r="1.8" opacity="0.5" />
        <circle cx="96" cy="200" r="1.2" opacity="0.6" />
      </g>

      {/* The chat window on the business's website */}
      <rect x="110" y="84" width="300" height="300" rx="22" fill="url(#hero-window)" stroke="#67e8f9" strokeOpacity="0.35" />
      <path d="M110 128 H410" stroke="#67e8f9" strokeOpacity="0.18" />
      <g fill="#aab0d0" opacity="0.7">
        <circle cx="134" cy="106" r="5" fill="#fb7185" />
        <circle cx="152" cy="106" r="5" fill="#fcd34d" />
        <circle cx="170" cy="106" r="5" fill="#67e8f9" />
        <rect x="196" y="102" width="120" height="8" rx="4" opacity="0.5" />
      </g>

      {/* Visitor: a question */}
      <circle cx="146" cy="166" r="14" fill="#262c52" stroke="#c4b5fd" strokeOpacity="0.6" />
      <circle cx="146" cy="162" r="5" fill="#c4b5fd" />
      <path d="M137 175 a9 7 0 0 1 18 0" fill="#c4b5fd" />
      <rect x="168" y="146" width="170" height="42" rx="16" fill="#262c52" />
      <rect x="184" y="159" width="124" height="7" rx="3.5" fill="#aab0d0" opacity="0.7" />
      <rect x="184" y="171" width="84" height="7" rx="3.5" fill="#aab0d0" opacity="0.45" />

      {/* The assistant: the answer, seconds later */}
      <rect x="196" y="204" width="190" height="58" rx="16" fill="url(#hero-answer)" />
      <rect x="212" y="218" width="150" height="7" rx="3.5" fill="#05060f" opacity="0.55" />
      <rect x="212" y="230" width="128" height="7" rx="3.5" fill="#05060f" opacity="0.4" />
      <rect x="212" y="242" width="96" height="7" rx="3.5" fill="#05060f" opacity="0.3" />

      <rect x="168" y="278" width="120" height="34" rx="14" fill="#262c52" />
      <rect x="184" y="291" width="84" height="7" rx="3.5" fill="#aab0d0" opacity="0.6" />

      {/* The call, booked */}
      <rect x="196" y="326" width="190" height="42" rx="12" fill="#11142b" stroke="#fcd34d" strokeOpacity="0.7" />
      <rect x="210" y="336" width="22" height="22" rx="5" fill="none" stroke="#fcd34d" strokeWidth="2" />
      <path d="M210 343 H232 M216 332 v7 M226 332 v7" stroke="#fcd34d" strokeWidth="2" strokeLinecap="round" />
      <rect x="242" y="340" width="90" height="7" rx="3.5" fill="#e8eaf6" opacity="0.7" />
      <circle cx="362" cy="347" r="11" fill="#22d3ee" />
      <path d="M356 347 l4 4 l8 -8" fill="none" stroke="#05060f" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />

      {/* The assistant's orb, sending signal once the headline is typed */}
      <circle cx="420" cy="92" r="66" fill="url(#hero-halo)" />
      <g fill="none" stroke="#67e8f9" strokeWidth="2">
        <circle className="home-signal" cx="420" cy="92" r="44" />
        <circle className="home-signal" cx="420" cy="92" r="44" />
        <circle className="home-signal" cx="420" cy="92" r="44" />
      </g>
      <circle cx="420" cy="92" r="40" fill="url(#hero-orb)" />
      <path d="M390 96 c8 -10 14 8 22 -2 s14 -10 22 0 s10 6 16 -2" fill="none" stroke="#ecfeff" strokeOpacity="0.85" strokeWidth="3" strokeLinecap="round" />
      <path d="M402 74 c6 -6 12 -8 18 -8" fill="none" stroke="#ffffff" strokeOpacity="0.7" strokeWidth="3" strokeLinecap="round" />

      {/* The owner's notification */}
      <g className="home-float">
        <rect x="318" y="394" width="176" height="44" rx="22" fill="#1a1f3d" stroke="#a78bfa" strokeOpacity="0.6" />
        <circle cx="341" cy="416" r="13" fill="#7c3aed" />
        <path d="M335 420 h12 l-2 -3 v-4 a4 4 0 0 0 -8 0 v4 z M339 422 a2 2 0 0 0 4 0" fill="#ecfeff" />
        <rect x="362" y="406" width="104" height="7" rx="3.5" fill="#e8eaf6" opacity="0.75" />
        <rect x="362" y="419" width="72" height="7" rx="3.5" fill="#aab0d0" opacity="0.5" />
        <circle cx="482" cy="400" r="6" fill="#fb7185" />
      </g>
    </svg>
  );
}
