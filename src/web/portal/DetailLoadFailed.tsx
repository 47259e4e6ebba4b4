// A detail page whose item did not load (order, project, lead): "not found" for an id that is no item
// the viewer may see, else the load failure, with the way back to the item's list.
import { Link } from 'react-router';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { pageClass } from './styles';
import { Alert } from '../components/Alert';

export function DetailLoadFailed({ message, back }: { message: string; back: { to: string; label: string } }) {
  return (
    <div className={pageClass}>
      <Alert tone="error">{message}</Alert>
      <div className={css({ mt: '4' })}>
        <Link to={back.to} className={button({ variant: 'secondary', size: 'sm' })}>
          {back.label}
        </Link>
      </div>
    </div>
  );
}
