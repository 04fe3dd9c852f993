import { PageHeader } from '../../components/ui/page-header';
import { Notice } from '../../components/ui/notice';

export default function OnboardingPage() {
  return (
    <div>
      <PageHeader title="Passo 1 de 1" />
      <Notice tone="info">Esta área ainda está sendo construída e chega em uma próxima versão.</Notice>
    </div>
  );
}
