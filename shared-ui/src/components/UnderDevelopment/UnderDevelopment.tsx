import type { ReactNode } from 'react';
import { Construction } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../Button';
import { EmptyState } from '../EmptyState';
import { PageHeader } from '../PageHeader';

export interface UnderDevelopmentProps {
  title: string;
  /** Default: "Módulo em desenvolvimento". */
  message?: ReactNode;
  description?: ReactNode;
}

/** A screen the specifications name but leave for later: says so, with a way back (never the 404). */
export function UnderDevelopment({
  title,
  message = 'Módulo em desenvolvimento',
  description = 'Esta funcionalidade estará disponível em breve.',
}: UnderDevelopmentProps) {
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title={title} onBack={() => navigate(-1)} />
      <EmptyState
        icon={<Construction size={32} aria-hidden />}
        title={message}
        description={description}
        action={
          <Button variant="outline" onClick={() => navigate(-1)}>
            Voltar
          </Button>
        }
      />
    </>
  );
}
