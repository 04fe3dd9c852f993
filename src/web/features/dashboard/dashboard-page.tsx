import { PageHeader } from '../../components/ui/page-header';
import { Notice } from '../../components/ui/notice';

export default function DashboardPage() {
  return (
    <div>
      <PageHeader title="Dashboard" />
      <Notice tone="info">Esta área ainda está sendo construída e chega em uma próxima versão.</Notice>
    </div>
  );
}
