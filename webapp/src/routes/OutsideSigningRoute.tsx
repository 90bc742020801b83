import { useParams } from 'react-router-dom';
import { OutsideSigningPage } from '../features/esign/outside/OutsideSigningPage';

/** /sign/:token — signing for someone outside the workspace, opened from the e-mail (issue 37). */
export function OutsideSigningRoute() {
  const { token = '' } = useParams();
  return <OutsideSigningPage token={token} />;
}
