import { AlertTriangle } from 'lucide-react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from '../components/ui/button';

interface Props {
  children: ReactNode;
  /** The scripts page has its own title. */
  title?: string;
}

/** Error fallback: 'Algo deu errado', retry, or back to the dashboard. */
export class ErrorBoundary extends Component<Props, { error: Error | null }> {
  state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Erro na interface:', error, info.componentStack);
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center">
        <AlertTriangle className="h-12 w-12 text-amber-500" aria-hidden />
        <h2 className="text-xl font-semibold">{this.props.title ?? 'Algo deu errado'}</h2>
        <p className="text-slate-600 dark:text-slate-400">Ocorreu um erro inesperado neste componente.</p>
        <div className="flex flex-wrap justify-center gap-2">
          <Button onClick={() => this.setState({ error: null })}>Tentar Novamente</Button>
          <Button variant="outline" onClick={() => window.location.assign('/dashboard')}>
            Voltar ao Dashboard
          </Button>
        </div>
      </div>
    );
  }
}
