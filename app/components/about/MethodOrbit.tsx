/**
 * "Our Method": the three orbit milestones (Align, Activate, Accelerate) as tabs on an orbit line. The
 * selected milestone's panel shows its animated image, title and description.
 */
import { Section } from '~/components/sections/Section';
import { Tabs } from '~/components/ui/Tabs';
import type { AboutContent, AboutImage } from '~/content/about';
import type { OrbitMilestone } from '~/content/types';

/** The orbit line runs through the middle of the milestones' planets (tab padding + half a planet). */
const ORBIT_LINE =
  "relative mx-auto grid max-w-3xl grid-cols-3 gap-2 before:absolute before:inset-x-[16%] before:top-10 before:h-0.5 before:bg-[linear-gradient(90deg,var(--color-plasma-400),var(--color-nebula-400),var(--color-solar-300))] before:opacity-60 before:content-['']";

const MILESTONE_TAB =
  'group relative flex flex-col items-center gap-3 rounded-2xl px-2 py-3 text-muted transition-colors hover:text-ink aria-selected:text-ink';

const PLANET =
  'grid size-14 place-items-center rounded-full border border-nebula-300/40 bg-space-800 font-display text-lg font-bold text-ink transition-[background-color,box-shadow] duration-300 group-hover:border-plasma-300 group-aria-selected:border-transparent group-aria-selected:bg-[linear-gradient(135deg,var(--color-plasma-300),var(--color-nebula-300))] group-aria-selected:text-space-950 group-aria-selected:shadow-[0_0_28px_-4px_var(--color-plasma-400)]';

function MilestoneTab({ milestone }: { milestone: OrbitMilestone }) {
  return (
    <>
      {/* The step number is drawn; the label alone names the tab. */}
      <span aria-hidden="true" className={PLANET}>
        {milestone.id}
      </span>
      <span className="font-display text-sm font-semibold sm:text-base">{milestone.label}</span>
    </>
  );
}

function MilestonePanel({ milestone, image }: { milestone: OrbitMilestone; image: AboutImage }) {
  return (
    <div className="card grid items-center gap-6 p-6 sm:p-8 md:grid-cols-2 md:gap-10">
      <img
        src={image.src}
        alt={image.alt}
        width={image.width}
        height={image.height}
        loading="lazy"
        decoding="async"
        className="mx-auto h-auto w-full max-w-md"
      />
      <div>
        <h3 className="font-display text-2xl font-semibold text-ink sm:text-3xl">{milestone.title}</h3>
        <p className="mt-4 text-lg leading-relaxed text-muted">{milestone.description}</p>
      </div>
    </div>
  );
}

export function MethodOrbit({ content }: { content: AboutContent['method'] }) {
  return (
    <Section id={content.id} title={content.heading} intro={content.intro}>
      <Tabs
        labelledBy={`${content.id}-title`}
        defaultValue={content.initialMilestoneId}
        items={content.milestones.map((milestone) => ({
          id: milestone.id,
          tab: <MilestoneTab milestone={milestone} />,
          panel: <MilestonePanel milestone={milestone} image={content.images[milestone.id]} />,
        }))}
        listClassName={ORBIT_LINE}
        tabClassName={MILESTONE_TAB}
        panelClassName="kit-panel-in mt-8 rounded-[1.25rem]"
      />
    </Section>
  );
}
