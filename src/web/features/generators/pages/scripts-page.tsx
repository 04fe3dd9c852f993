import { PageHeader } from '../../../components/ui/page-header';
import { Notice } from '../../../components/ui/notice';

export default function ScriptsPage() {
  return (
    <div>
      <PageHeader title="Roteiros do Dia" />
      <Notice tone="info">Esta área ainda está sendo construída e chega em uma próxima versão.</Notice>
    </div>
  );
}
