import { questionTypesInSection, sections } from '@pte/exam';
import { CalendarClock, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { BrandLogo } from '@/components/brand-logo';
import { Button } from '@/components/ui/button';
import { selectUser } from '@/features/auth/auth-slice';
import { sectionIcons } from '@/features/navigation/section-icons';
import { paths } from '@/lib/paths';
import { useAppSelector } from '../hooks';

const sectionBlurbs: Record<string, string> = {
  speaking: 'Read aloud, repeat sentences, describe images, re-tell lectures and answer short questions, recorded in your browser.',
  writing: 'Summarise written texts and write essays under exam word limits.',
  reading: 'Fill in blanks, answer multiple-choice questions and put paragraphs in order.',
  listening: 'Summarise spoken texts, pick answers, spot incorrect words and write from dictation.',
};

/** `/`: what PTE Coach is, with ways to sign in or create an account. */
export function LandingRoute() {
  const user = useAppSelector(selectUser);
  const totalTypes = sections.reduce((count, section) => count + questionTypesInSection(section.id).length, 0);
  return (
    <div className="flex min-h-svh flex-col">
      <header className="border-b">
        <div className="mx-auto flex h-16 w-full max-w-6xl items-center gap-3 px-4">
          <BrandLogo className="text-lg" />
          <nav aria-label="Account" className="ml-auto flex items-center gap-2">
            {user ? (
              <Button asChild>
                <Link to={paths.dashboard}>Go to your dashboard</Link>
              </Button>
            ) : (
              <>
                <Button asChild variant="ghost">
                  <Link to={paths.login}>Sign in</Link>
                </Button>
                <Button asChild>
                  <Link to={paths.register}>Create account</Link>
                </Button>
              </>
            )}
          </nav>
        </div>
      </header>

      <main className="flex-1">
        <section className="mx-auto flex w-full max-w-6xl flex-col items-start gap-6 px-4 py-16 md:py-24">
          <p className="rounded-full border bg-muted px-3 py-1 text-xs font-medium text-muted-foreground">For PTE Academic candidates</p>
          <h1 className="max-w-3xl text-4xl font-semibold tracking-tight text-balance md:text-5xl">
            Practise every PTE Academic task, the way the exam sets it.
          </h1>
          <p className="max-w-2xl text-lg text-muted-foreground">
            PTE Coach brings all {totalTypes} task types of the exam’s four parts into one place, with the exam’s timings, an assessment of each
            answer on PTE’s own traits, and a countdown to your exam day.
          </p>
          <div className="flex flex-wrap gap-3">
            {user ? (
              <Button asChild size="lg">
                <Link to={paths.dashboard}>Continue practising</Link>
              </Button>
            ) : (
              <>
                <Button asChild size="lg">
                  <Link to={paths.register}>Create your account</Link>
                </Button>
                <Button asChild size="lg" variant="outline">
                  <Link to={paths.login}>I already have an account</Link>
                </Button>
              </>
            )}
          </div>
        </section>

        <section aria-labelledby="sections-heading" className="border-t bg-muted/40">
          <div className="mx-auto w-full max-w-6xl px-4 py-14">
            <h2 id="sections-heading" className="text-2xl font-semibold tracking-tight">
              Four parts, one coach
            </h2>
            <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              {sections.map((section) => {
                const Icon = sectionIcons[section.id];
                return (
                  <li key={section.id} className="rounded-xl border bg-card p-5 shadow-sm">
                    <Icon aria-hidden className="size-5 text-primary" />
                    <h3 className="mt-3 font-semibold">{section.title}</h3>
                    <p className="mt-1 text-sm text-muted-foreground">{sectionBlurbs[section.id]}</p>
                    <p className="mt-3 text-xs font-medium text-muted-foreground">{questionTypesInSection(section.id).length} task types</p>
                  </li>
                );
              })}
            </ul>
          </div>
        </section>

        <section aria-labelledby="how-heading" className="mx-auto w-full max-w-6xl px-4 py-14">
          <h2 id="how-heading" className="text-2xl font-semibold tracking-tight">
            Built around your exam
          </h2>
          <ul className="mt-6 grid gap-6 md:grid-cols-2">
            <li className="flex gap-4">
              <CalendarClock aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
              <div>
                <h3 className="font-semibold">Your date, your target</h3>
                <p className="mt-1 text-sm text-muted-foreground">Set your exam date and target score; the sidebar counts down the days you have left.</p>
              </div>
            </li>
            <li className="flex gap-4">
              <ShieldCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
              <div>
                <h3 className="font-semibold">Runs on your own server</h3>
                <p className="mt-1 text-sm text-muted-foreground">Your account, answers and recordings stay on the server that hosts PTE Coach.</p>
              </div>
            </li>
          </ul>
        </section>
      </main>

      <footer className="border-t">
        <div className="mx-auto w-full max-w-6xl px-4 py-6 text-sm text-muted-foreground">
          PTE Coach is an independent practice tool and is not affiliated with Pearson.
        </div>
      </footer>
    </div>
  );
}
