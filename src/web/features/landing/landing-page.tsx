import {
  BadgeCheck,
  ChevronDown,
  FileText,
  Film,
  Gift,
  Images,
  Megaphone,
  MessageCircle,
  MessageSquareText,
  Smartphone,
  Sparkles,
  Star,
} from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { Logo } from '@web/components/logo';
import { MAIN_CONTENT_ID, SkipLink } from '@web/components/ui/skip-link';
import { buttonClasses } from '@web/components/ui/button';
import { useAppConfig } from '@web/lib/session';
import { FLOATING_TRIAL_ATTR, HERO_TRIAL_ATTR } from '@shared/server-drawn-page';
import { FEATURES, TESTIMONIALS, faqItems } from './landing-content';
import { LandingPlans, useFaqPrices } from './landing-plans';

const FEATURE_ICONS = [FileText, Smartphone, MessageSquareText, Film, Images, Megaphone];

/**
 * True while the element is on screen. The floating '3 Dias Grátis' button hides while the hero's own
 * sign-up button is visible, so on a phone it never sits on top of the hero's text.
 */
function useOnScreen<T extends Element>() {
  const ref = useRef<T>(null);
  const [onScreen, setOnScreen] = useState(true);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setOnScreen(entry.isIntersecting);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, onScreen] as const;
}

/**
 * The pieces that show what the API answers (the chat link, the prices in the text and in the FAQ) are
 * components of their own: when an answer arrives only they are drawn again, not the whole page — on a
 * slow phone that keeps the page responsive while it loads.
 */
function CustomPlanNote() {
  const { data: config } = useAppConfig();
  const prices = useFaqPrices();
  return (
    <p className="mt-8 text-center text-sm text-slate-600 dark:text-slate-400">
      Tem mais de {prices.agencyClients} clientes?{' '}
      <a
        href={config?.chatUrl}
        target="_blank"
        rel="noreferrer"
        className="inline-flex items-center gap-1 font-semibold text-brand-700 underline dark:text-brand-300"
      >
        <MessageCircle className="h-4 w-4" aria-hidden /> Fale com a gente no chat para um plano personalizado
      </a>
    </p>
  );
}

function FaqList() {
  const prices = useFaqPrices();
  return (
    <div className="mt-8 space-y-3">
      {faqItems(prices).map((item) => (
        <details
          key={item.q}
          className="group rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
        >
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-medium">
            {item.q}
            <ChevronDown className="h-5 w-5 shrink-0 transition-transform group-open:rotate-180" aria-hidden />
          </summary>
          <p className="mt-3 text-slate-600 dark:text-slate-400">{item.a}</p>
        </details>
      ))}
    </div>
  );
}

/**
 * The floating '3 Dias Grátis' button, shown while the hero's own sign-up button is off screen. It is
 * always in the page, hidden until then: the page the server sends has no app script, and its head
 * script (scripts/vite-prerender.ts) shows and hides it by these two marks.
 */
function FloatingTrial({ visible }: { visible: boolean }) {
  return (
    <Link
      to="/auth/signup"
      hidden={!visible}
      {...{ [FLOATING_TRIAL_ATTR]: '' }}
      data-testid="floating-trial"
      className="fixed bottom-4 right-4 z-30 inline-flex items-center gap-2 rounded-full bg-brand-600 px-5 py-3 text-sm font-semibold text-white shadow-lg hover:bg-brand-700"
    >
      <Gift className="h-4 w-4" aria-hidden />3 Dias Grátis
    </Link>
  );
}

/** The public landing page. Kept light: no heavy libraries, pages load on demand. */
export default function LandingPage() {
  const [search] = useSearchParams();
  const [heroCta, heroCtaVisible] = useOnScreen<HTMLAnchorElement>();
  // Older return URLs used a query instead of a path (spec part 1 §2).
  if (search.get('payment') === 'success') return <Navigate to="/payment-success" replace />;
  if (search.get('payment') === 'cancel') return <Navigate to="/payment-cancel" replace />;

  return (
    <div className="min-h-dvh bg-white text-slate-900 dark:bg-slate-950 dark:text-slate-100">
      <SkipLink />
      <header className="sticky top-0 z-20 border-b border-slate-200/70 bg-white/90 backdrop-blur dark:border-slate-800 dark:bg-slate-950/90">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4">
          <Logo />
          <nav aria-label="Seções" className="hidden gap-6 text-sm text-slate-600 md:flex dark:text-slate-300">
            <a href="#recursos" className="hover:text-slate-900 dark:hover:text-white">
              Recursos
            </a>
            <a href="#planos" className="hover:text-slate-900 dark:hover:text-white">
              Planos
            </a>
            <a href="#faq" className="hover:text-slate-900 dark:hover:text-white">
              Dúvidas
            </a>
          </nav>
          <div className="flex items-center gap-2">
            <Link to="/auth/signin" className={buttonClasses('ghost', 'sm')}>
              Entrar
            </Link>
            <Link to="/auth/signup" className={buttonClasses('primary', 'sm')}>
              Teste grátis
            </Link>
          </div>
        </div>
      </header>

      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="focus:outline-none">
        <section className="bg-gradient-to-b from-brand-50 to-white px-4 pb-16 pt-12 sm:pt-20 dark:from-slate-900 dark:to-slate-950">
          <div className="mx-auto max-w-3xl text-center">
            <p className="inline-flex items-center gap-2 rounded-full bg-brand-100 px-3 py-1 text-xs font-semibold text-brand-800 dark:bg-brand-900/50 dark:text-brand-200">
              <Sparkles className="h-3.5 w-3.5" aria-hidden /> Conteúdo com IA para criadores e agências
            </p>
            <h1 className="mt-5 text-4xl font-extrabold tracking-tight sm:text-5xl">
              Seu conteúdo do dia, <span className="text-brand-600 dark:text-brand-400">pautado em minutos</span>
            </h1>
            <p className="mx-auto mt-5 max-w-2xl text-lg text-slate-600 dark:text-slate-300">
              Descreva seu dia, um produto ou um tema. O Pautei escreve roteiros de stories, legendas, reels, carrosséis
              e anúncios no tom da sua marca e na língua do seu público.
            </p>
            <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
              <Link
                ref={heroCta}
                to="/auth/signup"
                {...{ [HERO_TRIAL_ATTR]: '' }}
                className={buttonClasses('primary', 'lg')}
              >
                Começar teste grátis de 3 dias
              </Link>
              <a href="#planos" className={buttonClasses('outline', 'lg')}>
                Ver planos
              </a>
            </div>
            <p className="mt-4 text-sm text-slate-500 dark:text-slate-400">
              Sem cartão para testar. Garantia de 7 dias nos planos pagos.
            </p>
          </div>
        </section>

        <section id="recursos" aria-labelledby="recursos-title" className="px-4 py-16">
          <div className="mx-auto max-w-6xl">
            <h2 id="recursos-title" className="text-center text-3xl font-bold">
              Tudo o que você posta, em um só lugar
            </h2>
            <p className="mx-auto mt-3 max-w-2xl text-center text-slate-600 dark:text-slate-400">
              Seis geradores feitos para o Instagram brasileiro.
            </p>
            <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {FEATURES.map((f, i) => {
                const Icon = FEATURE_ICONS[i] ?? FileText;
                return (
                  <li key={f.title} className="rounded-2xl border border-slate-200 p-6 dark:border-slate-800">
                    <Icon className="h-8 w-8 text-brand-600" aria-hidden />
                    <h3 className="mt-4 text-lg font-semibold">{f.title}</h3>
                    <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{f.text}</p>
                  </li>
                );
              })}
            </ul>
          </div>
        </section>

        <section id="planos" aria-labelledby="planos-title" className="bg-slate-50 px-4 py-16 dark:bg-slate-900/50">
          <div className="mx-auto max-w-5xl">
            <h2 id="planos-title" className="text-center text-3xl font-bold">
              Planos simples, sem surpresa
            </h2>
            <p className="mx-auto mt-3 max-w-2xl text-center text-slate-600 dark:text-slate-400">
              Comece com 3 dias grátis. Cancele quando quiser.
            </p>
            <div className="mt-10">
              <LandingPlans />
            </div>
            <CustomPlanNote />
          </div>
        </section>

        <section aria-labelledby="depoimentos-title" className="px-4 py-16">
          <div className="mx-auto max-w-6xl">
            <h2 id="depoimentos-title" className="text-center text-3xl font-bold">
              Quem usa, recomenda
            </h2>
            <ul className="mt-10 grid gap-4 md:grid-cols-3">
              {TESTIMONIALS.map((t) => (
                <li key={t.name} className="rounded-2xl border border-slate-200 p-6 dark:border-slate-800">
                  <div className="flex gap-0.5 text-amber-500" role="img" aria-label="Avaliação: 5 de 5 estrelas">
                    {Array.from({ length: 5 }, (_, i) => (
                      <Star key={i} className="h-4 w-4 fill-current" aria-hidden />
                    ))}
                  </div>
                  <blockquote className="mt-3 text-slate-700 dark:text-slate-300">“{t.quote}”</blockquote>
                  <p className="mt-4 text-sm font-semibold">{t.name}</p>
                  <p className="text-xs text-slate-500 dark:text-slate-400">{t.role}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section id="faq" aria-labelledby="faq-title" className="bg-slate-50 px-4 py-16 dark:bg-slate-900/50">
          <div className="mx-auto max-w-3xl">
            <h2 id="faq-title" className="text-center text-3xl font-bold">
              Perguntas frequentes
            </h2>
            <FaqList />
          </div>
        </section>

        <section className="px-4 py-16">
          <div className="mx-auto max-w-3xl rounded-3xl bg-brand-600 px-6 py-12 text-center text-white">
            <BadgeCheck className="mx-auto h-10 w-10" aria-hidden />
            <h2 className="mt-4 text-3xl font-bold">Pare de travar na hora de postar</h2>
            <p className="mt-3 text-brand-100">Crie sua conta e tenha o roteiro de hoje pronto em poucos minutos.</p>
            <Link to="/auth/signup" className={buttonClasses('secondary', 'lg', 'mt-8')}>
              Começar meu teste grátis
            </Link>
          </div>
        </section>
      </main>

      <footer className="border-t border-slate-200 px-4 pb-24 pt-8 text-sm sm:pb-8 text-slate-500 dark:border-slate-800 dark:text-slate-400">
        <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-3 sm:flex-row">
          {/* The page's HTML is rendered at build time: the year may have turned since. */}
          <p suppressHydrationWarning>
            © {new Date().getFullYear()} Pautei. Conteúdo com IA para criadores e agências.
          </p>
          <p>Pagamento seguro · Suporte em português · Garantia de 7 dias</p>
        </div>
      </footer>

      <FloatingTrial visible={!heroCtaVisible} />
    </div>
  );
}
