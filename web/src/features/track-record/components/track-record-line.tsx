// The landing page's line under the performance figures: how many days of them are sealed, linking
// to the page that tells how to check. Nothing is claimed before the first seal or when the call fails.
import { Link } from 'react-router-dom';
import { formatDate } from '../../../lib/format';
import { useTrackRecord } from '../api/get-track-record';
import '../track-record.css';

export function TrackRecordLine() {
  const { data } = useTrackRecord();
  if (!data || data.days === 0 || !data.lastSealedAt) return null;
  return (
    <p className="track-record-line container">
      <Link to="/track-record">
        Verified: {data.days} {data.days === 1 ? 'day' : 'days'} sealed, last seal{' '}
        {formatDate(data.lastSealedAt)}
      </Link>
    </p>
  );
}
