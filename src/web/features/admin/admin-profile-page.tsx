import { PageHeader } from '../../components/ui/page-header';
import { Notice } from '../../components/ui/notice';

export default function AdminProfilePage() {
  return (
    <div>
      <PageHeader title="Perfil Admin" />
      <Notice tone="info">Esta área ainda está sendo construída e chega em uma próxima versão.</Notice>
    </div>
  );
}
