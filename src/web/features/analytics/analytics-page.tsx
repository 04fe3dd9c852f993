import { PageHeader } from '../../components/ui/page-header';
import { Notice } from '../../components/ui/notice';

export default function AnalyticsPage() {
  return (
    <div>
      <PageHeader title="Analytics" />
      <Notice tone="info">Esta área ainda está sendo construída e chega em uma próxima versão.</Notice>
    </div>
  );
}
