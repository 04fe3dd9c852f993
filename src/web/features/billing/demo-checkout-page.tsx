import { PageHeader } from '../../components/ui/page-header';
import { Notice } from '../../components/ui/notice';

export default function DemoCheckoutPage() {
  return (
    <div>
      <PageHeader title="Checkout de demonstração" />
      <Notice tone="info">Esta área ainda está sendo construída e chega em uma próxima versão.</Notice>
    </div>
  );
}
