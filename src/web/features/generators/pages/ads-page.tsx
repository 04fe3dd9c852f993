import { PageHeader } from '../../../components/ui/page-header';
import { Notice } from '../../../components/ui/notice';

export default function AdsPage() {
  return (
    <div>
      <PageHeader title="Anúncios + Copy" />
      <Notice tone="info">Esta área ainda está sendo construída e chega em uma próxima versão.</Notice>
    </div>
  );
}
